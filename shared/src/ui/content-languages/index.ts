export { ShownIn } from './ShownIn';
export {
  TranslationsEditor,
  LANGUAGE_NAME_IDS,
  type TranslationsEditorProps,
} from './TranslationsEditor';
