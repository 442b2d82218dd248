// The pages' note only: the wizards' TranslationsEditor is `@phuket/shared/translations-editor`,
// so the editor stays out of the first load of every page that imports the UI kit.
export { ShownIn } from './ShownIn';
