import { useId, useState } from 'react';
import type { ContentTranslation, ContentTranslations } from '@phuket/shared/domain';
import {
  LANGUAGE_NAME_IDS,
  LOCALES,
  msgId,
  sharedMessages,
  useMessages,
  type Locale,
} from '@phuket/shared/i18n';
import './content-languages.css';

// The problems translationProblems finds, by their English text (as the API answers them too).
const PROBLEM_IDS: Record<string, string> = {
  'A translation cannot be in the language the original is written in.': msgId(
    'content.error.same_language',
  ),
  'Enter the title in this language.': msgId('content.error.title_required'),
};

export interface TranslationsEditorProps {
  /** The original's language. */
  language: Locale;
  onLanguageChange: (language: Locale) => void;
  translations: ContentTranslations;
  onTranslationsChange: (translations: ContentTranslations) => void;
  /** By field: `translations.ru.title`, `translations.ru` (English texts are translated here). */
  errors?: Readonly<Record<string, string | undefined>>;
  titleMax: number;
  descriptionMax: number;
}

/**
 * The languages of a title and description: which one the original is written in, and a
 * title and description per added language. A controlled form part: the wizard keeps the
 * values, saves them and passes back the API's errors.
 */
export function TranslationsEditor({
  language,
  onLanguageChange,
  translations,
  onTranslationsChange,
  errors = {},
  titleMax,
  descriptionMax,
}: TranslationsEditorProps) {
  const id = useId();
  const t = useMessages(sharedMessages);
  const name = (locale: Locale) => t(LANGUAGE_NAME_IDS[locale]);
  const added = LOCALES.filter((l) => translations[l] !== undefined);
  const addable = LOCALES.filter((l) => l !== language && translations[l] === undefined);
  const [toAdd, setToAdd] = useState<Locale | ''>('');
  const chosen = toAdd !== '' && addable.includes(toAdd) ? toAdd : (addable[0] ?? '');

  const errorText = (key: string): string | undefined => {
    const text = errors[key];
    if (text === undefined) return undefined;
    const known = PROBLEM_IDS[text];
    return known ? t(known) : text;
  };
  const change = (locale: Locale, next: Partial<ContentTranslation>) => {
    const current = translations[locale] ?? { title: '', description: null };
    onTranslationsChange({ ...translations, [locale]: { ...current, ...next } });
  };
  const remove = (locale: Locale) => {
    const next = { ...translations };
    delete next[locale];
    onTranslationsChange(next);
  };

  return (
    <fieldset className="content-languages">
      <legend>{t('content.languages')}</legend>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('content.written_in')}</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(e) => onLanguageChange(e.target.value as Locale)}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {name(l)}
            </option>
          ))}
        </select>
      </div>
      {added.map((locale) => {
        const translation = translations[locale] ?? { title: '', description: null };
        const whole = errorText(`translations.${locale}`);
        const titleError = errorText(`translations.${locale}.title`);
        const descriptionError = errorText(`translations.${locale}.description`);
        const base = `${id}-${locale}`;
        return (
          <fieldset key={locale} className="content-languages__translation">
            <legend>{t('content.translation', { language: name(locale) })}</legend>
            {whole ? (
              <p className="field-error" id={`${base}-error`}>
                {whole}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor={`${base}-title`}>{t('content.translation_title')}</label>
              <input
                id={`${base}-title`}
                type="text"
                lang={locale}
                value={translation.title}
                maxLength={titleMax}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={titleError ? `${base}-title-error` : undefined}
                onChange={(e) => change(locale, { title: e.target.value })}
              />
              {titleError ? (
                <span className="field-error" id={`${base}-title-error`}>
                  {titleError}
                </span>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor={`${base}-description`}>{t('content.translation_description')}</label>
              <textarea
                id={`${base}-description`}
                lang={locale}
                rows={6}
                value={translation.description ?? ''}
                maxLength={descriptionMax}
                aria-invalid={descriptionError ? true : undefined}
                aria-describedby={descriptionError ? `${base}-description-error` : undefined}
                onChange={(e) =>
                  change(locale, { description: e.target.value === '' ? null : e.target.value })
                }
              />
              {descriptionError ? (
                <span className="field-error" id={`${base}-description-error`}>
                  {descriptionError}
                </span>
              ) : null}
            </div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => remove(locale)}
            >
              {t('content.remove_translation', { language: name(locale) })}
            </button>
          </fieldset>
        );
      })}
      {addable.length > 0 ? (
        <div className="content-languages__add">
          <div className="field">
            <label htmlFor={`${id}-add`}>{t('content.add_translation_in')}</label>
            <select
              id={`${id}-add`}
              value={chosen}
              onChange={(e) => setToAdd(e.target.value as Locale)}
            >
              {addable.map((l) => (
                <option key={l} value={l}>
                  {name(l)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (chosen !== '') change(chosen, {});
              setToAdd('');
            }}
          >
            {t('content.add_translation')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
