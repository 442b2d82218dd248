import { Type, type TSchema } from '@sinclair/typebox';
import { LOCALES, type Locale } from './locales';
import { Nullable, StringEnum } from './schema-kit';

/** The language a supplier wrote the title and description in. */
export const ContentLanguage = StringEnum(LOCALES, {
  description: 'the language the title and description are written in (default en)',
});

/** An optional property per site language: written out so the static type names each key. */
function perLocale<T extends TSchema>(value: T) {
  const properties = {
    en: Type.Optional(value),
    ru: Type.Optional(value),
    th: Type.Optional(value),
    zh: Type.Optional(value),
    // A language added to LOCALES fails the contract build here until it is added above.
  } satisfies Record<Locale, unknown>;
  return properties;
}

/** One object per language; the original's own language is refused (422). */
export function ContentTranslationsSchema(titleMax: number, descriptionMax: number) {
  const translation = Type.Object(
    {
      title: Type.String({ maxLength: titleMax }),
      description: Nullable(Type.String({ maxLength: descriptionMax })),
    },
    { additionalProperties: false },
  );
  return Type.Object(perLocale(translation), {
    additionalProperties: false,
    description: 'title and description in more languages, by language code',
  });
}

/** A card's titles in more languages, by language code. */
export const TitleTranslationsSchema = Type.Object(perLocale(Type.String()), {
  additionalProperties: false,
  description: 'the title in more languages, by language code',
});
