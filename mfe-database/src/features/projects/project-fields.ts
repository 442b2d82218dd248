import {
  createProject,
  getProjectDraft,
  publishProject,
  storeProjectStep,
  unpublishProject,
} from '@phuket/shared/api/database';
import type { ProjectDraft, ProjectStepBody } from '@phuket/shared/api/database';
import {
  COMPLETION_MESSAGE,
  FOREIGN_QUOTA_UNITS_MAX,
  LAUNCH_MESSAGE,
  LEASEHOLD_YEARS_MAX,
  LISTING_PRICE_MAX,
  PIN_NEEDS_BOTH,
  PIN_OUTSIDE_PHUKET,
  PRICE_RANGE_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  formatCompletionQuarter,
  formatLaunchMonth,
  isBlankTitle,
  isPinInPhuket,
  parseCompletionQuarter,
  parseLaunchMonth,
  launchMonthName,
} from '@phuket/shared/contract';
import type { CreateProjectBody } from '@phuket/shared/contract';
import { msgId } from '@phuket/shared/i18n';
import { checkAmount, checkWhole, numberOrNull, textOrNull } from '../../common/fields';
import { english } from '../../common/known-messages';
import {
  NO_LANGUAGES,
  checkLanguages,
  isLanguagesKey,
  languagesBody,
  languagesOf,
  type ContentLanguages,
} from '../../common/LanguagesField';
import type { RecordStepsConfig, RecordStepsStore } from '../../common/record-steps-store';
import type { PlanRow } from './payment-plan';
import { checkPlan, planRows, planStages } from './payment-plan';

/** The project's form, as typed; selects hold ids as text ('' for none). */
export interface ProjectValues {
  title: string;
  developer_id: string;
  description: string;
  /** The title and description's language and their translations. */
  languages: ContentLanguages;
  stage: string;
  completion: string;
  /** The sales launch as typed, e.g. "March 2026". */
  launch: string;
  construction_progress: string;
  location_id: string;
  address: string;
  latitude: string;
  longitude: string;
  price_from: string;
  price_to: string;
  currency: string;
  /** Amenity ids, as ticked. */
  amenities: number[];
  payment_plan: PlanRow[];
  tenure: string;
  leasehold_years: string;
  foreign_quota_units: string;
}
export type ProjectField = keyof ProjectValues;

export const PROJECT_STEP_OF: Record<ProjectField, number> = {
  title: 2,
  developer_id: 2,
  description: 2,
  languages: 2,
  stage: 2,
  completion: 2,
  launch: 2,
  construction_progress: 2,
  location_id: 3,
  address: 3,
  latitude: 3,
  longitude: 3,
  price_from: 4,
  price_to: 4,
  currency: 4,
  amenities: 4,
  payment_plan: 4,
  tenure: 4,
  leasehold_years: 4,
  foreign_quota_units: 4,
};

const EMPTY: ProjectValues = {
  title: '',
  developer_id: '',
  description: '',
  languages: NO_LANGUAGES,
  stage: '',
  completion: '',
  launch: '',
  construction_progress: '',
  location_id: '',
  address: '',
  latitude: '',
  longitude: '',
  price_from: '',
  price_to: '',
  currency: 'THB',
  amenities: [],
  payment_plan: [],
  tenure: '',
  leasehold_years: '',
  foreign_quota_units: '',
};

const text = (value: string | null) => value ?? '';
const num = (value: number | null) => (value === null ? '' : String(value));

export function projectValues(d: ProjectDraft): ProjectValues {
  return {
    title: text(d.title),
    developer_id: num(d.developer_id),
    description: text(d.description),
    languages: languagesOf(d),
    stage: text(d.stage),
    completion: text(d.completion),
    launch: launchMonthName(d.launch) ?? text(d.launch),
    construction_progress: num(d.construction_progress),
    location_id: num(d.location_id),
    address: text(d.address),
    latitude: num(d.latitude),
    longitude: num(d.longitude),
    price_from: num(d.price_from),
    price_to: num(d.price_to),
    currency: d.currency,
    amenities: d.amenities,
    payment_plan: planRows(d.payment_plan),
    tenure: text(d.tenure),
    leasehold_years: num(d.leasehold_years),
    foreign_quota_units: num(d.foreign_quota_units),
  };
}

const NUMBER_FIELDS = new Set<ProjectField>([
  'developer_id',
  'construction_progress',
  'location_id',
  'latitude',
  'longitude',
  'price_from',
  'price_to',
  'leasehold_years',
  'foreign_quota_units',
]);

export function projectBody(
  fields: ProjectField[],
  values: ProjectValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === 'languages') Object.assign(body, languagesBody(values.languages));
    else if (field === 'payment_plan') body[field] = planStages(values.payment_plan);
    else if (field === 'currency') body[field] = values.currency;
    else if (field === 'amenities') body[field] = values.amenities;
    else if (field === 'completion') {
      const parsed = parseCompletionQuarter(values.completion);
      body[field] = parsed ? formatCompletionQuarter(parsed) : textOrNull(values.completion);
    } else if (field === 'launch') {
      const parsed = parseLaunchMonth(values.launch);
      body[field] = parsed ? formatLaunchMonth(parsed) : textOrNull(values.launch);
    } else if (NUMBER_FIELDS.has(field)) body[field] = numberOrNull(values[field]);
    else body[field] = textOrNull(values[field]);
  }
  return body;
}

/** `id`: the field's message, "{what} must be from {min} to {max}." */
function checkRange(text: string, min: number, max: number, id: string): string | null {
  const value = numberOrNull(text);
  if (value === null) return null;
  return Number.isFinite(value) && value >= min && value <= max
    ? null
    : english(id, { min: String(min), max: String(max) });
}

/**
 * The pin as a whole, on `field`: one coordinate without the other is held back (the server
 * would refuse it alone), and a pin that is not in Phuket is marked on both.
 */
function checkPinPlace(field: 'latitude' | 'longitude', v: ProjectValues): string | null {
  const latitude = numberOrNull(v.latitude);
  const longitude = numberOrNull(v.longitude);
  if (latitude === null || longitude === null) {
    return numberOrNull(v[field]) === null ? null : PIN_NEEDS_BOTH;
  }
  return isPinInPhuket(latitude, longitude) ? null : PIN_OUTSIDE_PHUKET;
}

/**
 * Sets the latitude or the longitude, and checks the other again: whether the pin is in
 * Phuket depends on both, and a message left on the other field would hold it back.
 */
export function setPinField(
  store: RecordStepsStore<ProjectDraft, ProjectValues>,
  field: 'latitude' | 'longitude',
  value: string,
): void {
  store.set(field, value);
  const other = field === 'latitude' ? 'longitude' : 'latitude';
  if (store.values[other].trim() !== '') store.set(other, store.values[other]);
}

export function checkProjectField(field: ProjectField, v: ProjectValues): string | null {
  switch (field) {
    case 'languages':
      return checkLanguages(v.languages);
    case 'title':
      return isBlankTitle(v.title) ? TITLE_REQUIRED_MESSAGE : null;
    case 'completion':
      return v.completion.trim() && !parseCompletionQuarter(v.completion)
        ? COMPLETION_MESSAGE
        : null;
    case 'launch':
      return v.launch.trim() && !parseLaunchMonth(v.launch) ? LAUNCH_MESSAGE : null;
    case 'construction_progress':
      return checkWhole(
        v.construction_progress,
        0,
        100,
        msgId('project.construction_progress_range'),
      );
    case 'latitude':
      return (
        checkRange(v.latitude, -90, 90, msgId('project.latitude_range')) ??
        checkPinPlace('latitude', v)
      );
    case 'longitude':
      return (
        checkRange(v.longitude, -180, 180, msgId('project.longitude_range')) ??
        checkPinPlace('longitude', v)
      );
    case 'price_from':
      return checkAmount(v.price_from, LISTING_PRICE_MAX, msgId('project.price_from_range'));
    case 'price_to': {
      const problem = checkAmount(v.price_to, LISTING_PRICE_MAX, msgId('project.price_to_range'));
      if (problem) return problem;
      const from = numberOrNull(v.price_from);
      const to = numberOrNull(v.price_to);
      return from !== null && to !== null && to < from ? PRICE_RANGE_MESSAGE : null;
    }
    case 'payment_plan':
      return checkPlan(v.payment_plan);
    case 'leasehold_years':
      return checkWhole(
        v.leasehold_years,
        1,
        LEASEHOLD_YEARS_MAX,
        msgId('project.lease_years_range'),
      );
    case 'foreign_quota_units':
      return checkWhole(
        v.foreign_quota_units,
        0,
        FOREIGN_QUOTA_UNITS_MAX,
        msgId('project.foreign_quota_range'),
      );
    default:
      return null;
  }
}

export const projectConfig: RecordStepsConfig<ProjectDraft, ProjectValues> = {
  stepOf: PROJECT_STEP_OF,
  empty: EMPTY,
  fromDraft: projectValues,
  body: projectBody,
  check: checkProjectField,
  canCreate: (values) => !isBlankTitle(values.title),
  create: (body) => createProject(body as CreateProjectBody),
  save: (path, body) => storeProjectStep(path, body as ProjectStepBody),
  load: getProjectDraft,
  publish: publishProject,
  unpublish: unpublishProject,
  errorField: (key) => (isLanguagesKey(key) ? 'languages' : undefined),
};
