import {
  DEFAULT_LOCALE,
  contentLanguage,
  descriptionIn,
  tenureSummary,
  titleIn,
  titlesOf,
  type ContentTranslations,
  type Locale,
} from '@phuket/shared/contract';
import { storedTranslations } from '../catalog/listing-languages';
import { cardKey, mediaUrl } from '../catalog/media-url';
import { tenureFields } from '../catalog/listing-query';
import type { AgentSeoRow, DeveloperSeoRow, ListingSeoRow, ProjectSeoRow } from './queries';
import { SITE_NAME } from '@phuket/shared/contract';
import { snippet, type PageMeta } from './render';

/** Where absolute URLs start and where media lives, as seen by the client asking. */
export interface UrlContext {
  /** e.g. "https://wowphuket.example" (no trailing slash). */
  origin: string;
  mediaPrefix: string;
}

/** Search engines show ~155 characters of a description; chat previews even fewer. */
const DESCRIPTION_MAX = 155;

/** og:image must be absolute: a relative media prefix is resolved against the site origin. */
export function absoluteMediaUrl(ctx: UrlContext, key: string | null): string | null {
  const url = mediaUrl(ctx.mediaPrefix, key);
  if (url === null) return null;
  try {
    return new URL(url, `${ctx.origin}/`).toString();
  } catch {
    return null;
  }
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function toNumber(value: string | number | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * "฿12,500,000", "$1,200 / month". Rounded down like the site's own price labels, so the
 * preview never shows a higher figure than the page. narrowSymbol gives ฿ rather than "THB".
 */
export function formatListingPrice(row: {
  price: string | null;
  currency: string;
  offerType: string | null;
  rentalType: string | null;
}): string | null {
  const amount = toNumber(row.price);
  if (amount === null) return null;
  let text: string;
  try {
    text = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: row.currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(Math.floor(amount));
  } catch {
    // Not an ISO code Intl knows: show the code rather than an unlabeled amount.
    text = `${row.currency} ${numberFormat.format(Math.floor(amount))}`;
  }
  if (row.offerType !== 'Rent') return text;
  // docs/product-rules.md §3: long-term rent is priced per month, any other rental per day.
  return `${text} / ${row.rentalType === 'Long-term' ? 'month' : 'day'}`;
}

function plural(n: number, one: string, many: string): string {
  return `${numberFormat.format(n)} ${n === 1 ? one : many}`;
}

/**
 * A property page's head in `locale`: the title and description its owner wrote in that
 * language when there are some, else the original's, as the page itself shows.
 */
export function listingMeta(
  row: ListingSeoRow,
  ctx: UrlContext,
  locale: Locale = DEFAULT_LOCALE,
): PageMeta {
  const type = row.propertyType ?? 'Property';
  const where = row.locationName ?? 'Phuket';
  const language = contentLanguage(row.language);
  const translations = storedTranslations(row.translations, language);
  const title = titleIn({ title: row.title, language, titles: titlesOf(translations) }, locale);
  const shown = descriptionIn({ description: row.description, language, translations }, locale);
  const name = title?.text.trim() || `${type} in ${where}`;
  const price = formatListingPrice(row);
  const ogTitle = price === null ? name : `${name} — ${price}`;

  const facts: string[] = [];
  if (row.bedrooms) facts.push(plural(row.bedrooms, 'bedroom', 'bedrooms'));
  if (row.bathrooms) facts.push(plural(row.bathrooms, 'bathroom', 'bathrooms'));
  const area = toNumber(row.area);
  if (area) facts.push(`${numberFormat.format(area)} sq.m.`);
  const offer = row.offerType === 'Rent' ? 'for rent' : 'for sale';
  const lead = `${type} ${offer} in ${where}${facts.length > 0 ? `: ${facts.join(', ')}` : ''}`;
  const text = snippet(shown?.text, 150);
  // "… 250 sq.m." already ends the sentence.
  const sentence = lead.endsWith('.') ? lead : `${lead}.`;
  // A foreign buyer's first question, answered before the owner's text (the property page
  // and the card say the same, with the same words).
  const tenure = tenureSummary(
    tenureFields(row.tenure, row.foreignQuota, row.projectTerms, row.foreignFreehold),
  );
  const withTenure = tenure === null ? sentence : `${sentence} Tenure: ${tenure}.`;
  // The facts above are English: on another language's page, the owner's own words in that
  // language say more to the reader than English facts around them.
  const description =
    locale !== DEFAULT_LOCALE && shown?.language === locale
      ? snippet(shown.text, DESCRIPTION_MAX)
      : text === ''
        ? withTenure
        : `${withTenure} ${text}`;

  return {
    title: `${ogTitle} | ${SITE_NAME}`,
    ogTitle,
    description,
    canonical: `${ctx.origin}/properties/${row.id}`,
    // The card-size WebP (640x480 for seeded photos, under 60 KB): quick for a chat app to
    // fetch. Its pixel size is not stored, so og:image:width/height are left out.
    image: row.photo === null ? null : absoluteMediaUrl(ctx, cardKey(row.photo)),
  };
}

/** A developer's or project's title and description in `locale`, else the original's. */
function shownIn(
  row: {
    title: string;
    description: string | null;
    language: string;
    translations: ContentTranslations;
  },
  locale: Locale,
): { title: string; description: string | null } {
  const original = {
    title: row.title,
    description: row.description,
    language: contentLanguage(row.language),
    titles: titlesOf(row.translations),
    translations: row.translations,
  };
  return {
    title: titleIn(original, locale).text,
    description: descriptionIn(original, locale)?.text ?? null,
  };
}

/** The words around a developer's name in a search result, in each site language. */
const DEVELOPER_HEAD: Record<
  Locale,
  { title: (name: string) => string; text: (name: string) => string }
> = {
  en: {
    title: (name) => `${name} — property developer in Phuket`,
    text: (name) => `Projects and properties by ${name}, a property developer in Phuket.`,
  },
  ru: {
    title: (name) => `${name} — застройщик на Пхукете`,
    text: (name) => `Проекты и объекты застройщика ${name} на Пхукете.`,
  },
  th: {
    title: (name) => `${name} — ผู้พัฒนาอสังหาริมทรัพย์ในภูเก็ต`,
    text: (name) => `โครงการและอสังหาริมทรัพย์โดย ${name} ผู้พัฒนาอสังหาริมทรัพย์ในภูเก็ต`,
  },
  zh: {
    title: (name) => `${name} — 普吉岛房地产开发商`,
    text: (name) => `${name}在普吉岛的楼盘与房源。`,
  },
};

interface ProjectHeadParts {
  name: string;
  developer: string | null;
  /** The area's name as stored (areas are proper names), else null. */
  area: string | null;
}

const PROJECT_HEAD: Record<
  Locale,
  { title: (p: ProjectHeadParts) => string; text: (title: string) => string }
> = {
  en: {
    title: ({ name, developer, area }) =>
      `${name}${developer ? ` by ${developer}` : ''} in ${area ?? 'Phuket'}`,
    text: (title) => `${title}: new project in Phuket.`,
  },
  ru: {
    title: ({ name, developer, area }) =>
      `${name}${developer ? ` от ${developer}` : ''}, ${area ?? 'Пхукет'}`,
    text: (title) => `${title}: новостройка на Пхукете.`,
  },
  th: {
    title: ({ name, developer, area }) =>
      `${name}${developer ? ` โดย ${developer}` : ''} ที่${area ?? 'ภูเก็ต'}`,
    text: (title) => `${title}: โครงการใหม่ในภูเก็ต`,
  },
  zh: {
    title: ({ name, developer, area }) =>
      `${name}${developer ? `，${developer}开发` : ''}，位于${area ?? '普吉岛'}`,
    text: (title) => `${title}：普吉岛新楼盘。`,
  },
};

/** A developer's page head in the visitor's language: its title there, when it has one. */
export function developerMeta(row: DeveloperSeoRow, ctx: UrlContext, locale: Locale): PageMeta {
  const shown = shownIn(row, locale);
  const words = DEVELOPER_HEAD[locale];
  const ogTitle = words.title(shown.title);
  return {
    title: `${ogTitle} | ${SITE_NAME}`,
    ogTitle,
    description: snippet(shown.description, DESCRIPTION_MAX) || words.text(shown.title),
    canonical: `${ctx.origin}/developers/${row.id}`,
    // Developer and project pictures have no card variant: the original is used.
    image: absoluteMediaUrl(ctx, row.photo),
  };
}

/** A project's page head in the visitor's language, its developer's name too. */
export function projectMeta(row: ProjectSeoRow, ctx: UrlContext, locale: Locale): PageMeta {
  const shown = shownIn(row, locale);
  const developer =
    row.developerTitle === null
      ? null
      : shownIn(
          {
            title: row.developerTitle,
            description: null,
            language: row.developerLanguage ?? 'en',
            translations: row.developerTranslations ?? {},
          },
          locale,
        ).title;
  const words = PROJECT_HEAD[locale];
  const ogTitle = words.title({ name: shown.title, developer, area: row.locationName });
  return {
    title: `${ogTitle} | ${SITE_NAME}`,
    ogTitle,
    description: snippet(shown.description, DESCRIPTION_MAX) || words.text(ogTitle),
    canonical: `${ctx.origin}/projects/${row.id}`,
    image: absoluteMediaUrl(ctx, row.photo),
  };
}

export function agentMeta(row: AgentSeoRow, ctx: UrlContext): PageMeta {
  const ogTitle = `${row.name} — property agent in Phuket`;
  // Never zero: an agent without a published listing has no page (hasPublicAgentPage).
  const listed = plural(row.listingsCount, 'property', 'properties');
  return {
    title: `${ogTitle} | ${SITE_NAME}`,
    ogTitle,
    description: `${listed} for sale and rent in Phuket listed by ${row.name}.`,
    canonical: `${ctx.origin}/agents/${row.id}`,
    image: absoluteMediaUrl(ctx, row.avatarPath),
  };
}
