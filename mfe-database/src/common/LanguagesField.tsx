import { observer } from 'mobx-react-lite';
import {
  DATABASE_DESCRIPTION_MAX,
  DATABASE_TITLE_MAX,
  contentLanguage,
  translationProblems,
  type ContentTranslations,
} from '@phuket/shared/domain';
import type { Locale } from '@phuket/shared/i18n';
import { TranslationsEditor } from '@phuket/shared/translations-editor';
import type { FieldOf } from '@phuket/shared/autosave';
import type { RecordStepsStore, StepDraft } from './record-steps-store';

// A developer's or project's title and description in more languages: one form
// field holding the original's language and the translations, saved with the step's title and
// description and checked as the API checks them (translationProblems).

/** The value of the `languages` field. */
export interface ContentLanguages {
  language: Locale;
  translations: ContentTranslations;
}

export const NO_LANGUAGES: ContentLanguages = { language: 'en', translations: {} };

/** The draft's languages; a record written before them is English without translations. */
export function languagesOf(draft: {
  language?: string | null;
  translations?: ContentTranslations | null;
}): ContentLanguages {
  return { language: contentLanguage(draft.language), translations: draft.translations ?? {} };
}

/** The body's `language` and `translations`. */
export function languagesBody(value: ContentLanguages): Record<string, unknown> {
  return { language: value.language, translations: value.translations };
}

/** The first problem the API would refuse the languages for; null when none. */
export function checkLanguages(value: ContentLanguages): string | null {
  return Object.values(translationProblems(value.language, value.translations))[0] ?? null;
}

/** The API's keys that belong to the languages field: `language`, `translations.ru.title`. */
export function isLanguagesKey(key: string): boolean {
  return key === 'language' || key === 'translations' || key.startsWith('translations.');
}

type WithLanguages = { languages: ContentLanguages };

/**
 * The wizard's "Languages" box bound to the record's store. Problems found in the browser are
 * shown beside their parts as they are typed; the API's (a 422 on the last save) while the
 * field is still marked and the browser finds none itself.
 */
function LanguagesFieldView<D extends StepDraft, V extends WithLanguages>({
  store,
}: {
  store: RecordStepsStore<D, V>;
}) {
  const name = 'languages' as FieldOf<V>;
  const value = store.values.languages;
  const set = (next: ContentLanguages) => store.set(name, next as V[FieldOf<V>]);
  const local = translationProblems(value.language, value.translations);
  const marked = store.errors[name];
  const fromApi = marked && Object.keys(local).length === 0 ? store.partErrors : {};
  const errors = { ...fromApi, ...local };
  // What the box cannot show beside a part: the language itself, an unknown language's key.
  const shownKeys = new Set(
    Object.keys(value.translations).flatMap((code) => [
      `translations.${code}`,
      `translations.${code}.title`,
      `translations.${code}.description`,
    ]),
  );
  const rest = Object.entries(errors).filter(([key]) => !shownKeys.has(key));
  const other =
    rest.length > 0
      ? rest.map(([, message]) => message)
      : marked && Object.keys(errors).length === 0
        ? [marked]
        : [];
  return (
    <div className="database-form__languages">
      <TranslationsEditor
        language={value.language}
        onLanguageChange={(language) => set({ ...value, language })}
        translations={value.translations}
        onTranslationsChange={(translations) => set({ ...value, translations })}
        errors={errors}
        titleMax={DATABASE_TITLE_MAX}
        descriptionMax={DATABASE_DESCRIPTION_MAX}
      />
      {other.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
    </div>
  );
}
export const LanguagesField = observer(LanguagesFieldView) as typeof LanguagesFieldView;
