// Rules of the developer and project database that the database screens and the API
// both apply: payment plans, completion quarters, unit rows, what publishing needs, and the
// paths of each record's calls. No schema library, so browser bundles can import it.
import { CURRENCIES, type Currency } from './enums';
import {
  FOREIGN_QUOTA_UNITS_MAX,
  LISTING_AREA_MAX,
  LISTING_PRICE_MAX,
  LISTING_ROOMS_MAX,
  PAYMENT_PLAN_TOLERANCE,
  UNIT_FLOOR_MAX,
  UNIT_FLOOR_MIN,
  UNIT_NUMBER_MAX,
} from './limits';

/** Where a developer or project record is: only `published` is shown to visitors. */
/**
 * `pending`: a developer sent for publication whose name another account's published
 * developer has; it waits for staff (docs/developer-claims.md). Projects never wait.
 */
export const DATABASE_STATUSES = ['draft', 'published', 'pending', 'archived'] as const;
export type DatabaseStatus = (typeof DATABASE_STATUSES)[number];

/** A project's stage: being built (off-plan) or finished. */
export const PROJECT_STAGES = ['Off-plan', 'Ready'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/** How a foreigner can hold a unit of the project. */
export const PROJECT_TENURES = ['Freehold', 'Leasehold'] as const;
export type ProjectTenure = (typeof PROJECT_TENURES)[number];

export const UNIT_STATUSES = ['available', 'reserved', 'sold'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/**
 * `sort` of the public project list: by title, or what a buyer means by new (the home page's
 * 'New Projects in Phuket'): the latest sales launch first, projects without a launch month
 * after those with one, then the latest added.
 */
export const PROJECT_SORTS = ['title', 'newest'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** `sort` of the database lists (`-` = descending). */
export const DATABASE_SORTS = ['title', '-title', '-updated_at', 'updated_at'] as const;
export type DatabaseSort = (typeof DATABASE_SORTS)[number];

/** The creation steps: docs/product-rules.md §4 starts developers and projects at step 2. */
export const DEVELOPER_STEPS = [2, 3, 4] as const;
export type DeveloperStep = (typeof DEVELOPER_STEPS)[number];
/** 2 basics, 3 location, 4 price and terms, 5 media, 6 layouts, 7 units. */
export const PROJECT_STEPS = [2, 3, 4, 5, 6, 7] as const;
export type ProjectStep = (typeof PROJECT_STEPS)[number];

// ---------------------------------------------------------------------------------------------
// Payment plan

export interface PaymentStage {
  label: string;
  percent: number;
}

export const PAYMENT_PLAN_TOTAL_MESSAGE = 'The payment plan stages must total 100 %.';

/** The sum of the stages' percents, rounded to hundredths so 33.33 + 33.33 + 33.34 is 100. */
export function paymentPlanTotal(stages: readonly PaymentStage[]): number {
  return Math.round(stages.reduce((sum, s) => sum + s.percent, 0) * 100) / 100;
}

/**
 * What each stage of a plan asks of `price`, in whole units of its currency: each stage its
 * percent rounded to the unit, the last the rest, so the amounts add up to the price exactly
 * (a plan that totals 100 %; checkPaymentPlan). The property page of an off-plan unit shows it.
 */
export function paymentPlanAmounts(price: number, stages: readonly PaymentStage[]): number[] {
  const total = Math.round(price);
  let left = total;
  return stages.map((stage, index) => {
    if (index === stages.length - 1) return left;
    const amount = Math.round((total * stage.percent) / 100);
    left -= amount;
    return amount;
  });
}

/** Null when the plan is empty (no plan) or totals 100 %, else the message to show. */
export function checkPaymentPlan(stages: readonly PaymentStage[]): string | null {
  if (stages.length === 0) return null;
  return Math.abs(paymentPlanTotal(stages) - 100) <= PAYMENT_PLAN_TOLERANCE
    ? null
    : PAYMENT_PLAN_TOTAL_MESSAGE;
}

// ---------------------------------------------------------------------------------------------
// Completion quarter

export interface CompletionQuarter {
  quarter: 1 | 2 | 3 | 4;
  year: number;
}

export const COMPLETION_YEAR_MIN = 1980;
export const COMPLETION_YEAR_MAX = 2100;
export const COMPLETION_MESSAGE = 'The completion must be a quarter and a year, e.g. Q3 2027.';

/**
 * "Q3 2027", "q3-2027", "Q3/2027", "2027 Q3" or "3Q 2027" as {quarter, year}; null for
 * anything else (a month, a quarter 5, a year out of range).
 */
export function parseCompletionQuarter(text: string): CompletionQuarter | null {
  const t = text.trim();
  const match =
    /^q([1-4])\s*[-/ ]?\s*(\d{4})$/i.exec(t) ??
    /^([1-4])q\s*[-/ ]?\s*(\d{4})$/i.exec(t) ??
    (() => {
      const m = /^(\d{4})\s*[-/ ]?\s*q([1-4])$/i.exec(t);
      return m ? ([m[0], m[2], m[1]] as const) : null;
    })();
  if (!match) return null;
  const quarter = Number(match[1]) as CompletionQuarter['quarter'];
  const year = Number(match[2]);
  if (year < COMPLETION_YEAR_MIN || year > COMPLETION_YEAR_MAX) return null;
  return { quarter, year };
}

/** {quarter: 3, year: 2027} as "Q3 2027", the one form the API stores and answers. */
export function formatCompletionQuarter(value: CompletionQuarter): string {
  return `Q${value.quarter} ${value.year}`;
}

// ---------------------------------------------------------------------------------------------
// Launch month: when sales start(ed), as developers announce it ("sales launch March 2026")

export interface LaunchMonth {
  /** 1–12. */
  month: number;
  year: number;
}

export const LAUNCH_MESSAGE = 'The launch must be a month and a year, e.g. March 2026.';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function monthOfName(name: string): number | null {
  const lower = name.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTH_NAMES.findIndex((m) => m.toLowerCase().startsWith(lower));
  return index < 0 ? null : index + 1;
}

/**
 * "March 2026", "Mar 2026", "2026-03", "03/2026" or "3.2026" as {month, year}; null for
 * anything else (a day, a quarter, month 13, a year out of COMPLETION_YEAR_MIN–MAX).
 */
export function parseLaunchMonth(text: string): LaunchMonth | null {
  const t = text.trim();
  let month: number | null = null;
  let year: number | null = null;
  const iso = /^(\d{4})-(\d{1,2})$/.exec(t);
  const numeric = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(t);
  const named = /^([a-z]+)\.?,?\s*(\d{4})$/i.exec(t);
  if (iso) [year, month] = [Number(iso[1]), Number(iso[2])];
  else if (numeric) [month, year] = [Number(numeric[1]), Number(numeric[2])];
  else if (named) [month, year] = [monthOfName(named[1] ?? ''), Number(named[2])];
  if (month === null || year === null || month < 1 || month > 12) return null;
  if (year < COMPLETION_YEAR_MIN || year > COMPLETION_YEAR_MAX) return null;
  return { month, year };
}

/** {month: 3, year: 2026} as "2026-03", the one form the API stores and answers. */
export function formatLaunchMonth(value: LaunchMonth): string {
  return `${value.year}-${String(value.month).padStart(2, '0')}`;
}

/** "2026-03" as "March 2026" (the form a person types and reads); null when not a month. */
export function launchMonthName(launch: string | null): string | null {
  const parsed = launch === null ? null : parseLaunchMonth(launch);
  return parsed ? `${MONTH_NAMES[parsed.month - 1]} ${parsed.year}` : null;
}

/**
 * What a buyer reads beside the completion: "Launched March 2026", or "Launching June 2027"
 * for a month still ahead of `today` (sales open this month count as launched).
 */
export function launchLabel(launch: string | null, today: Date): string | null {
  const state = launchState(launch, today);
  const name = launchMonthName(launch);
  if (!state || !name) return null;
  return `${state.ahead ? 'Launching' : 'Launched'} ${name}`;
}

/**
 * The launch month and whether it is still ahead of `today` (this month counts as launched):
 * what each language words as its own "Launched …" / "Launching …". Null when not a month.
 */
export function launchState(
  launch: string | null,
  today: Date,
): { month: LaunchMonth; ahead: boolean } | null {
  const parsed = launch === null ? null : parseLaunchMonth(launch);
  if (!parsed) return null;
  const ahead =
    parsed.year * 12 + parsed.month > today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return { month: parsed, ahead };
}

// ---------------------------------------------------------------------------------------------
// Unit rows (the paste from a spreadsheet and the CSV upload)

/** The columns of a unit row, in the order a CSV without a header is read. */
export const UNIT_COLUMNS = ['unit_number', 'layout', 'floor', 'price', 'status'] as const;
export type UnitColumn = (typeof UNIT_COLUMNS)[number];

/** A row as pasted or read from CSV: every cell text (or a number when sent as JSON). */
export type UnitRowInput = Partial<Record<UnitColumn, string | number | null>>;

export interface UnitRowValue {
  unit_number: string;
  /** The layout's name as written in the row; null when the cell is empty. */
  layout: string | null;
  floor: number | null;
  price: number | null;
  status: UnitStatus;
}

export type UnitRowErrors = Partial<Record<UnitColumn, string[]>>;

export const UNIT_MESSAGES = {
  unitNumberRequired: 'The unit number is required.',
  unitNumberTooLong: `The unit number must not be longer than ${UNIT_NUMBER_MAX} characters.`,
  unitNumberDuplicate: 'This unit number appears more than once.',
  unknownLayout: 'No layout of this project has this name.',
  floor: `The floor must be a whole number from ${UNIT_FLOOR_MIN} to ${UNIT_FLOOR_MAX}.`,
  price: 'The price must be a number of 0 or more.',
  status: `The status must be one of: ${UNIT_STATUSES.join(', ')}.`,
} as const;

function cell(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** "4 500 000", "4,500,000" and "฿4,500,000" are 4500000; null if not a number. */
function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s,฿$€]/g, '').replace(/^(thb|usd|eur)/i, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * One unit row checked alone: its value, or the errors per column. `layoutNames` are the
 * project's layouts (matched without case or surrounding spaces); duplicates across rows are
 * checked by validateUnitRows.
 */
export function validateUnitRow(
  row: UnitRowInput,
  layoutNames: readonly string[],
): { value: UnitRowValue | null; errors: UnitRowErrors } {
  const errors: UnitRowErrors = {};
  const add = (column: UnitColumn, message: string) => (errors[column] ??= []).push(message);

  const unitNumber = cell(row.unit_number);
  if (unitNumber === '') add('unit_number', UNIT_MESSAGES.unitNumberRequired);
  else if (unitNumber.length > UNIT_NUMBER_MAX) add('unit_number', UNIT_MESSAGES.unitNumberTooLong);

  const layoutText = cell(row.layout);
  let layout: string | null = null;
  if (layoutText !== '') {
    const known = layoutNames.find((n) => n.trim().toLowerCase() === layoutText.toLowerCase());
    if (known === undefined) add('layout', UNIT_MESSAGES.unknownLayout);
    else layout = known;
  }

  const floorText = cell(row.floor);
  let floor: number | null = null;
  if (floorText !== '') {
    floor = /^-?\d+$/.test(floorText) ? Number(floorText) : NaN;
    if (!Number.isInteger(floor) || floor < UNIT_FLOOR_MIN || floor > UNIT_FLOOR_MAX) {
      add('floor', UNIT_MESSAGES.floor);
    }
  }

  const priceText = cell(row.price);
  let price: number | null = null;
  if (priceText !== '') {
    price = parseAmount(priceText);
    if (price === null || price > LISTING_PRICE_MAX) add('price', UNIT_MESSAGES.price);
  }

  // An empty status is "available": a fresh price list names only what is taken.
  const statusText = cell(row.status).toLowerCase();
  const status = statusText === '' ? 'available' : statusText;
  if (!(UNIT_STATUSES as readonly string[]).includes(status)) add('status', UNIT_MESSAGES.status);

  if (Object.keys(errors).length > 0) return { value: null, errors };
  return {
    value: { unit_number: unitNumber, layout, floor, price, status: status as UnitStatus },
    errors,
  };
}

export interface UnitRowsResult {
  /** The rows that passed, in order (all of them only when `errors` is empty). */
  values: UnitRowValue[];
  /** Per failing row: its 1-based number and the errors per column. */
  errors: { row: number; unit_number: string | null; errors: UnitRowErrors }[];
}

/** Every row checked, and unit numbers unique across the rows (without case). */
export function validateUnitRows(
  rows: readonly UnitRowInput[],
  layoutNames: readonly string[],
): UnitRowsResult {
  const seen = new Map<string, number>();
  const result: UnitRowsResult = { values: [], errors: [] };
  rows.forEach((row, index) => {
    const { value, errors } = validateUnitRow(row, layoutNames);
    const number = cell(row.unit_number);
    const key = number.toLowerCase();
    if (number !== '' && seen.has(key)) {
      (errors.unit_number ??= []).push(UNIT_MESSAGES.unitNumberDuplicate);
    } else if (number !== '') seen.set(key, index);
    if (value && Object.keys(errors).length === 0) result.values.push(value);
    else result.errors.push({ row: index + 1, unit_number: number === '' ? null : number, errors });
  });
  return result;
}

/**
 * A CSV or a paste (tab-separated, as a spreadsheet copies) as unit rows. A first line naming
 * the columns sets their order; else the order is UNIT_COLUMNS. Quotes as RFC 4180; blank
 * lines are skipped.
 */
export function parseUnitTable(text: string): UnitRowInput[] {
  const lines = splitTable(text.replace(/^\uFEFF/, ''));
  if (lines.length === 0) return [];
  const first = lines[0] ?? [];
  const header = first.map((c) => c.trim().toLowerCase().replace(/\s+/g, '_'));
  const hasHeader = header.includes('unit_number');
  const columns: string[] = hasHeader ? header : [...UNIT_COLUMNS];
  return (hasHeader ? lines.slice(1) : lines).map((cells) => {
    const row: UnitRowInput = {};
    columns.forEach((column, i) => {
      if ((UNIT_COLUMNS as readonly string[]).includes(column)) {
        row[column as UnitColumn] = cells[i] ?? '';
      }
    });
    return row;
  });
}

function splitTable(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes('\t')
    ? '\t'
    : firstLine.includes(';') && !firstLine.includes(',')
      ? ';'
      : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Completeness for publishing

export const DEVELOPER_REQUIREMENTS = ['title', 'description', 'logo'] as const;
export type DeveloperRequirement = (typeof DEVELOPER_REQUIREMENTS)[number];
export const DEVELOPER_REQUIREMENT_MESSAGES: Record<DeveloperRequirement, string> = {
  title: 'A title is required to publish.',
  description: 'A description is required to publish.',
  logo: 'A logo is required to publish.',
};

export const PROJECT_REQUIREMENTS = [
  'title',
  'developer',
  'location',
  'stage',
  'price',
  'main_photo',
  'payment_plan',
] as const;
export type ProjectRequirement = (typeof PROJECT_REQUIREMENTS)[number];
export const PROJECT_REQUIREMENT_MESSAGES: Record<ProjectRequirement, string> = {
  title: 'A title is required to publish.',
  developer: 'A published developer is required to publish.',
  location: 'A location is required to publish.',
  stage: 'A stage is required to publish.',
  price: 'A price from above 0 is required to publish.',
  main_photo: 'A main photo is required to publish.',
  payment_plan: PAYMENT_PLAN_TOTAL_MESSAGE,
};

export interface Completeness<R extends string> {
  met: Record<R, boolean>;
  missing: R[];
  ready: boolean;
}

function completeness<R extends string>(
  order: readonly R[],
  met: Record<R, boolean>,
): Completeness<R> {
  const missing = order.filter((r) => !met[r]);
  return { met, missing, ready: missing.length === 0 };
}

export function developerCompleteness(d: {
  title: string | null;
  description: string | null;
  logo: string | null;
}): Completeness<DeveloperRequirement> {
  return completeness(DEVELOPER_REQUIREMENTS, {
    title: d.title !== null && d.title.trim() !== '',
    description: d.description !== null && d.description.trim() !== '',
    logo: d.logo !== null,
  });
}

export function projectCompleteness(p: {
  title: string | null;
  /** Whether the project's developer is published (a draft developer has no public page). */
  developer_published: boolean;
  location_id: number | null;
  stage: string | null;
  price_from: number | null;
  main_photo: string | null;
  payment_plan: readonly PaymentStage[];
}): Completeness<ProjectRequirement> {
  return completeness(PROJECT_REQUIREMENTS, {
    title: p.title !== null && p.title.trim() !== '',
    developer: p.developer_published,
    location: p.location_id !== null,
    stage: p.stage !== null,
    price: p.price_from !== null && p.price_from > 0,
    main_photo: p.main_photo !== null,
    payment_plan: checkPaymentPlan(p.payment_plan) === null,
  });
}

// ---------------------------------------------------------------------------------------------
// Other field rules

export const PRICE_RANGE_MESSAGE = 'The price to must not be lower than the price from.';
export const LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD = 'The lease years apply only to leasehold.';
export const FOREIGN_QUOTA_MESSAGE = `The foreign-quota units must be a whole number from 0 to ${FOREIGN_QUOTA_UNITS_MAX}.`;

export function isProjectCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Title, pin and layout numbers: checked alike by the wizards and the API

/** A developer or project is created from its title and never saved without one. */
export const TITLE_REQUIRED_MESSAGE = 'Enter a title.';

export function isBlankTitle(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Where a project's pin may be: Phuket Province as OpenStreetMap's boundary relation
 * (admin_level 4, "Phuket") draws it, islands included (Ko Racha Noi in the south at about
 * 7.48° N, the Sarasin bridge in the north at about 8.20° N, 98.25°–98.48° E), widened by
 * about 5 km (0.05°) so a pin on the coast or a nearby islet is not refused.
 */
export const PHUKET_PIN_BOUNDS = {
  minLat: 7.43,
  maxLat: 8.25,
  minLng: 98.2,
  maxLng: 98.53,
} as const;
export const PIN_OUTSIDE_PHUKET =
  'Place the pin in Phuket: the project must be on the island or its nearby islands.';

export const PIN_NEEDS_BOTH = 'The map pin needs both a latitude and a longitude.';

export function isPinInPhuket(latitude: number, longitude: number): boolean {
  const b = PHUKET_PIN_BOUNDS;
  return (
    latitude >= b.minLat && latitude <= b.maxLat && longitude >= b.minLng && longitude <= b.maxLng
  );
}

export const LAYOUT_NUMBER_FIELDS = ['bedrooms', 'bathrooms', 'area', 'price_from'] as const;
export type LayoutNumberField = (typeof LAYOUT_NUMBER_FIELDS)[number];

export const LAYOUT_NUMBER_MESSAGES: Record<LayoutNumberField, string> = {
  bedrooms: `Enter a number of bedrooms: a whole number from 0 to ${LISTING_ROOMS_MAX}.`,
  bathrooms: `Enter a number of bathrooms: a whole number from 0 to ${LISTING_ROOMS_MAX}.`,
  area: `Enter an area in sq.m greater than 0 (at most ${LISTING_AREA_MAX.toLocaleString('en-US')}).`,
  price_from: `Enter a price: a number from 0 to ${LISTING_PRICE_MAX.toLocaleString('en-US')}.`,
};

/** Null when the layout's number is empty (not given) or right, else the message to show. */
export function checkLayoutNumber(field: LayoutNumberField, value: number | null): string | null {
  if (value === null) return null;
  const ok =
    field === 'bedrooms' || field === 'bathrooms'
      ? Number.isInteger(value) && value >= 0 && value <= LISTING_ROOMS_MAX
      : field === 'area'
        ? Number.isFinite(value) && value > 0 && value <= LISTING_AREA_MAX
        : Number.isFinite(value) && value >= 0 && value <= LISTING_PRICE_MAX;
  return ok ? null : LAYOUT_NUMBER_MESSAGES[field];
}

export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
};

// ---------------------------------------------------------------------------------------------
// Paths (docs/product-rules.md §4: later steps go to paths supplied during the flow), relative to the API base

export function developerPaths(id: number) {
  const base = `/developers/${id}`;
  return {
    self: `${base}/draft`,
    public: base,
    steps: { '2': `${base}/step/2`, '3': `${base}/step/3`, '4': `${base}/step/4` },
    logo: `${base}/logo`,
    main_photo: `${base}/main_photo`,
    photo: `${base}/photo`,
    publish: `${base}/publish`,
    unpublish: `${base}/unpublish`,
    delete: base,
  };
}
export type DeveloperPathSet = ReturnType<typeof developerPaths>;

export function projectPaths(id: number) {
  const base = `/projects/${id}`;
  return {
    self: `${base}/draft`,
    public: base,
    steps: {
      '2': `${base}/step/2`,
      '3': `${base}/step/3`,
      '4': `${base}/step/4`,
      '5': `${base}/step/5`,
      '6': `${base}/step/6`,
      '7': `${base}/step/7`,
    },
    main_photo: `${base}/main_photo`,
    photo: `${base}/photo`,
    photos: `${base}/photos`,
    video: `${base}/video`,
    brochure: `${base}/brochure`,
    layout: `${base}/layout`,
    units: `${base}/units`,
    units_csv: `${base}/units/csv`,
    publish: `${base}/publish`,
    unpublish: `${base}/unpublish`,
    delete: base,
  };
}
export type ProjectPathSet = ReturnType<typeof projectPaths>;

export function unitPaths(id: number) {
  return { status: `/units/${id}/status` };
}

export function layoutPaths(id: number) {
  const base = `/layouts/${id}`;
  return { self: base, photo: `${base}/photo` };
}
export type LayoutPathSet = ReturnType<typeof layoutPaths>;
