import { eq, inArray } from 'drizzle-orm';
import {
  COMPLETION_MESSAGE,
  LAUNCH_MESSAGE,
  LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD,
  PIN_NEEDS_BOTH,
  PIN_OUTSIDE_PHUKET,
  PRICE_RANGE_MESSAGE,
  REGISTER_PHONE_PATTERN,
  TITLE_REQUIRED_MESSAGE,
  checkPaymentPlan,
  contentLanguage,
  formatCompletionQuarter,
  formatLaunchMonth,
  isBlankTitle,
  isEmailAddress,
  isPinInPhuket,
  parseCompletionQuarter,
  parseLaunchMonth,
  normalizedTranslations,
  translationProblems,
  type ContentTranslations,
  type CreateDeveloperBody,
  type CreateProjectBody,
  type DeveloperStep2Body,
  type DeveloperStep3Body,
  type Locale,
  type ProjectStep2Body,
  type ProjectStep3Body,
  type ProjectStep4Body,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { amenities, developers, locations, type projects } from '../db/schema';
import {
  FieldErrors,
  developerScope,
  type DatabaseUser,
  type DeveloperRow,
  type ProjectRow,
} from './records';

// Turns one step's body into the columns it writes. The schema has checked each field alone;
// here are the rules that need other fields, the stored record or other tables. Every problem
// is collected, so one 422 names them all and nothing is written.

type DeveloperValues = Partial<typeof developers.$inferInsert>;
type ProjectValues = Partial<typeof projects.$inferInsert>;

export const INVALID_WEBSITE = 'The website must be a web address, e.g. https://example.com.';
export const INVALID_PHONE = 'The phone must be a phone number, e.g. +66 81 234 5678.';
export const INVALID_EMAIL = 'The email must be a valid email address.';
export const FUTURE_YEAR = 'The year founded must not be in the future.';
const invalid = (label: string) => `The selected ${label} is invalid.`;

/** Trimmed text; blank is stored as null (the person cleared the field). */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The title, trimmed. A record is created from its title and never saved without one: a blank
 * title would make an "Untitled" draft nobody can find. `required`: the create call, where a
 * missing title is blank too.
 */
function title(
  value: string | null | undefined,
  errors: FieldErrors,
  required: boolean,
): string | undefined {
  if (value === undefined && !required) return undefined;
  if (isBlankTitle(value)) {
    errors.add('title', TITLE_REQUIRED_MESSAGE);
    return undefined;
  }
  return value?.trim();
}

/**
 * The original's language and the translations, as sent. Checked together with what is
 * stored: a language changed alone must not become that of a stored translation, and
 * translations sent alone are checked against the stored language. Problems are keyed as the
 * fields (`translations.ru.title`), so the wizard shows them beside them.
 */
function languageValues(
  body: { language?: Locale; translations?: ContentTranslations },
  current: { language: string; translations: ContentTranslations } | undefined,
  errors: FieldErrors,
): { language?: Locale; translations?: ContentTranslations } {
  if (body.language === undefined && body.translations === undefined) return {};
  const language = body.language ?? contentLanguage(current?.language);
  const translations = body.translations ?? current?.translations ?? {};
  const problems = translationProblems(language, translations);
  for (const [field, message] of Object.entries(problems)) errors.add(field, message);
  if (Object.keys(problems).length > 0) return {};
  return {
    ...(body.language === undefined ? {} : { language: body.language }),
    ...(body.translations === undefined
      ? {}
      : { translations: normalizedTranslations(body.translations) }),
  };
}

/** "example.com" -> "https://example.com"; null when it is not an http(s) address with a host. */
export function normaliseWebsite(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') || /\s/.test(value)) return null;
    return withScheme;
  } catch {
    return null;
  }
}

/** Step 2 of a developer, also the body of POST /developers?step=2 (then `current` is undefined). */
export function developerStep2Values(
  body: CreateDeveloperBody | DeveloperStep2Body,
  current?: DeveloperRow,
): DeveloperValues {
  const errors = new FieldErrors();
  const values: DeveloperValues = {};
  const t = title(body.title, errors, current === undefined);
  if (t !== undefined) values.title = t;
  const description = text(body.description);
  if (description !== undefined) values.description = description;
  Object.assign(values, languageValues(body, current, errors));
  errors.throwIfAny();
  return values;
}

export function developerStep3Values(body: DeveloperStep3Body, now: Date): DeveloperValues {
  const errors = new FieldErrors();
  const values: DeveloperValues = {};
  const website = text(body.website);
  if (website !== undefined) {
    const normal = website === null ? null : normaliseWebsite(website);
    if (website !== null && normal === null) errors.add('website', INVALID_WEBSITE);
    else values.website = normal;
  }
  const phone = text(body.phone);
  if (phone !== undefined) {
    if (phone !== null && !new RegExp(REGISTER_PHONE_PATTERN).test(phone)) {
      errors.add('phone', INVALID_PHONE);
    } else values.phone = phone;
  }
  const email = text(body.email);
  if (email !== undefined) {
    if (email !== null && !isEmailAddress(email)) errors.add('email', INVALID_EMAIL);
    else values.email = email?.toLowerCase() ?? null;
  }
  if (body.year_founded !== undefined) {
    if (body.year_founded !== null && body.year_founded > now.getUTCFullYear()) {
      errors.add('year_founded', FUTURE_YEAR);
    } else values.yearFounded = body.year_founded;
  }
  if (body.projects_completed !== undefined) values.projectsCompleted = body.projects_completed;
  errors.throwIfAny();
  return values;
}

/**
 * Step 2 of a project, also the body of POST /projects?step=2 (then `row` is null). The
 * developer must be one the caller manages, or a published one.
 */
export async function projectStep2Values(
  db: Db,
  user: DatabaseUser,
  body: CreateProjectBody | ProjectStep2Body,
  current?: ProjectRow,
): Promise<ProjectValues> {
  const errors = new FieldErrors();
  const values: ProjectValues = {};
  const t = title(body.title, errors, current === undefined);
  if (t !== undefined) values.title = t;
  const description = text(body.description);
  if (description !== undefined) values.description = description;
  Object.assign(values, languageValues(body, current, errors));
  if (body.stage !== undefined) values.stage = body.stage;
  if (body.construction_progress !== undefined) {
    values.constructionProgress = body.construction_progress;
  }
  const completion = text(body.completion);
  if (completion !== undefined) {
    const parsed = completion === null ? null : parseCompletionQuarter(completion);
    if (completion !== null && parsed === null) errors.add('completion', COMPLETION_MESSAGE);
    else values.completion = parsed === null ? null : formatCompletionQuarter(parsed);
  }
  const launch = text(body.launch);
  if (launch !== undefined) {
    const parsed = launch === null ? null : parseLaunchMonth(launch);
    if (launch !== null && parsed === null) errors.add('launch', LAUNCH_MESSAGE);
    // Stored as the month's first day, so the newest sort compares dates.
    else values.launch = parsed === null ? null : `${formatLaunchMonth(parsed)}-01`;
  }
  if (body.developer_id !== undefined && body.developer_id !== null) {
    const scope = developerScope(user);
    const [found] = await db
      .select({ id: developers.id, status: developers.status, ownerId: developers.ownerId })
      .from(developers)
      .where(eq(developers.id, body.developer_id))
      .limit(1);
    // A developer user files projects under the developers it manages: a published developer
    // of someone else's would put the project on that company's page and send its enquiries
    // here. The project's current developer stays allowed (an admin may have set it).
    const allowed =
      found !== undefined &&
      (found.id === current?.developerId ||
        (found.status !== 'archived' && (scope === undefined || found.ownerId === user.id)));
    if (!allowed) errors.add('developer_id', invalid('developer'));
    else values.developerId = body.developer_id;
  } else if (body.developer_id === null) values.developerId = null;
  errors.throwIfAny();
  return values;
}

export async function projectStep3Values(
  db: Db,
  body: ProjectStep3Body,
  row: ProjectRow,
): Promise<ProjectValues> {
  const errors = new FieldErrors();
  const values: ProjectValues = {};
  if (body.location_id !== undefined) {
    if (body.location_id !== null) {
      const [found] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.id, body.location_id))
        .limit(1);
      if (!found) errors.add('location_id', invalid('location'));
    }
    values.locationId = body.location_id;
  }
  const address = text(body.address);
  if (address !== undefined) values.address = address;
  if (body.latitude !== undefined) values.latitude = body.latitude;
  if (body.longitude !== undefined) values.longitude = body.longitude;
  const lat = body.latitude !== undefined ? body.latitude : row.latitude;
  const lng = body.longitude !== undefined ? body.longitude : row.longitude;
  if ((lat === null) !== (lng === null)) {
    errors.add(
      body.latitude === undefined || lat === null ? 'latitude' : 'longitude',
      PIN_NEEDS_BOTH,
    );
  } else if (lat !== null && lng !== null && !isPinInPhuket(lat, lng)) {
    // A pin elsewhere (London, 0,0 from a swapped or empty geocode) would put the project on
    // the map far from Phuket; the message goes on what was sent.
    errors.add(body.latitude !== undefined ? 'latitude' : 'longitude', PIN_OUTSIDE_PHUKET);
  }
  errors.throwIfAny();
  return values;
}

export async function projectStep4Values(
  db: Db,
  body: ProjectStep4Body,
  row: ProjectRow,
): Promise<ProjectValues> {
  const errors = new FieldErrors();
  const values: ProjectValues = {};
  if (body.price_from !== undefined) values.priceFrom = body.price_from?.toString() ?? null;
  if (body.price_to !== undefined) values.priceTo = body.price_to?.toString() ?? null;
  const from = body.price_from !== undefined ? body.price_from : toNumber(row.priceFrom);
  const to = body.price_to !== undefined ? body.price_to : toNumber(row.priceTo);
  if (from !== null && to !== null && to < from) errors.add('price_to', PRICE_RANGE_MESSAGE);
  if (body.currency !== undefined) values.currency = body.currency;
  if (body.amenities !== undefined) {
    if (body.amenities.length > 0) {
      const found = await db
        .select({ id: amenities.id })
        .from(amenities)
        .where(inArray(amenities.id, body.amenities));
      if (found.length !== body.amenities.length) errors.add('amenities', invalid('amenities'));
    }
    values.amenities = body.amenities;
  }
  if (body.payment_plan !== undefined) {
    const plan = body.payment_plan.map((s) => ({ label: s.label.trim(), percent: s.percent }));
    const blank = plan.findIndex((s) => s.label === '');
    if (blank >= 0) errors.add(`payment_plan.${blank}.label`, 'The stage name is required.');
    const problem = checkPaymentPlan(plan);
    if (problem) errors.add('payment_plan', problem);
    values.paymentPlan = plan;
  }
  if (body.tenure !== undefined) values.tenure = body.tenure;
  const tenure = body.tenure !== undefined ? body.tenure : row.tenure;
  if (
    body.leasehold_years !== undefined &&
    body.leasehold_years !== null &&
    tenure !== 'Leasehold'
  ) {
    errors.add('leasehold_years', LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD);
  } else if (body.leasehold_years !== undefined) {
    values.leaseholdYears = body.leasehold_years;
  } else if (tenure !== 'Leasehold' && row.leaseholdYears !== null) {
    // Switching to freehold drops the lease years given before, rather than refusing it.
    values.leaseholdYears = null;
  }
  if (body.foreign_quota_units !== undefined) values.foreignQuotaUnits = body.foreign_quota_units;
  errors.throwIfAny();
  return values;
}

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}
