import {
  createDeveloper,
  getDeveloperDraft,
  publishDeveloper,
  storeDeveloperStep,
  unpublishDeveloper,
} from '@phuket/shared/api/database';
import type { DeveloperDraft, DeveloperStepBody } from '@phuket/shared/api/database';
import {
  PROJECTS_COMPLETED_MAX,
  YEAR_FOUNDED_MAX,
  TITLE_REQUIRED_MESSAGE,
  YEAR_FOUNDED_MIN,
  isBlankTitle,
  isEmailAddress,
} from '@phuket/shared/contract';
import type { CreateDeveloperBody } from '@phuket/shared/contract';
import { msgId } from '@phuket/shared/i18n';
import { checkWhole, numberOrNull, textOrNull } from '../../common/fields';
import { english } from '../../common/known-messages';
import {
  NO_LANGUAGES,
  checkLanguages,
  isLanguagesKey,
  languagesBody,
  languagesOf,
  type ContentLanguages,
} from '../../common/LanguagesField';
import type { RecordStepsConfig } from '../../common/record-steps-store';

/** The developer's form, as typed. */
export interface DeveloperValues {
  title: string;
  description: string;
  /** The title and description's language and their translations. */
  languages: ContentLanguages;
  website: string;
  phone: string;
  email: string;
  year_founded: string;
  projects_completed: string;
}
export type DeveloperField = keyof DeveloperValues;

export const DEVELOPER_STEP_OF: Record<DeveloperField, number> = {
  title: 2,
  description: 2,
  languages: 2,
  website: 3,
  phone: 3,
  email: 3,
  year_founded: 3,
  projects_completed: 3,
};

const EMPTY: DeveloperValues = {
  title: '',
  description: '',
  languages: NO_LANGUAGES,
  website: '',
  phone: '',
  email: '',
  year_founded: '',
  projects_completed: '',
};

const text = (value: string | null) => value ?? '';
const whole = (value: number | null) => (value === null ? '' : String(value));

export function developerValues(draft: DeveloperDraft): DeveloperValues {
  return {
    title: text(draft.title),
    description: text(draft.description),
    languages: languagesOf(draft),
    website: text(draft.website),
    phone: text(draft.phone),
    email: text(draft.email),
    year_founded: whole(draft.year_founded),
    projects_completed: whole(draft.projects_completed),
  };
}

export function developerBody(
  fields: DeveloperField[],
  values: DeveloperValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === 'languages') Object.assign(body, languagesBody(values.languages));
    else if (field === 'year_founded' || field === 'projects_completed') {
      body[field] = numberOrNull(values[field]);
    } else body[field] = textOrNull(values[field]);
  }
  return body;
}

export function checkDeveloperField(field: DeveloperField, values: DeveloperValues): string | null {
  if (field === 'languages') return checkLanguages(values.languages);
  const value = values[field];
  switch (field) {
    case 'title':
      return isBlankTitle(value) ? TITLE_REQUIRED_MESSAGE : null;
    case 'email':
      return value.trim() && !isEmailAddress(value.trim())
        ? english(msgId('developer.email_invalid'))
        : null;
    case 'year_founded':
      return checkWhole(
        value,
        YEAR_FOUNDED_MIN,
        YEAR_FOUNDED_MAX,
        msgId('developer.year_founded_range'),
      );
    case 'projects_completed':
      return checkWhole(
        value,
        0,
        PROJECTS_COMPLETED_MAX,
        msgId('developer.projects_completed_range'),
      );
    default:
      return null;
  }
}

export const developerConfig: RecordStepsConfig<DeveloperDraft, DeveloperValues> = {
  stepOf: DEVELOPER_STEP_OF,
  empty: EMPTY,
  fromDraft: developerValues,
  body: developerBody,
  check: checkDeveloperField,
  canCreate: (values) => !isBlankTitle(values.title),
  create: (body) => createDeveloper(body as CreateDeveloperBody),
  save: (path, body) => storeDeveloperStep(path, body as DeveloperStepBody),
  load: getDeveloperDraft,
  publish: publishDeveloper,
  unpublish: unpublishDeveloper,
  errorField: (key) => (isLanguagesKey(key) ? 'languages' : undefined),
};
