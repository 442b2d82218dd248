import {
  descriptionIn,
  titleIn,
  titlesOf,
  type ContentTranslations,
  type ShownText,
  type TitleTranslations,
} from '@phuket/shared/domain';
import { LANGUAGE_TAGS, type Locale } from '@phuket/shared/i18n';

// A developer's or project's title and description as the page shows them: in the
// page's language when the supplier wrote it in it or translated it, else the original, with
// the language it is in, for the element's `lang` and the "Shown in English" note.

/** A card's title (DeveloperSummary, ProjectSummary): the card carries only the titles. */
export function cardTitle(
  card: { title: string; language: Locale; title_translations: TitleTranslations },
  locale: Locale,
): ShownText {
  return titleIn(
    { title: card.title, language: card.language, titles: card.title_translations },
    locale,
  );
}

interface PageTexts {
  title: string;
  description: string | null;
  language: Locale;
  translations: ContentTranslations;
}

/** A page's title (DeveloperDetail, ProjectDetail). */
export function pageTitle(page: PageTexts, locale: Locale): ShownText {
  return titleIn(
    { title: page.title, language: page.language, titles: titlesOf(page.translations) },
    locale,
  );
}

/** A page's description; null when it has none in any language. */
export function pageDescription(page: PageTexts, locale: Locale): ShownText | null {
  return descriptionIn(page, locale);
}

/**
 * The `lang` of an element holding `shown` (WCAG 3.1.2): its language's tag when it is not
 * the page's, else nothing (the page's own lang applies).
 */
export function langOf(shown: ShownText | null, locale: Locale): string | undefined {
  return shown && shown.language !== locale ? LANGUAGE_TAGS[shown.language] : undefined;
}
