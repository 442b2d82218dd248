import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from './enums';
import {
  DATABASE_DESCRIPTION_MAX,
  DATABASE_TITLE_MAX,
  EMAIL_MAX,
  FOREIGN_QUOTA_UNITS_MAX,
  ID_MAX_VALUE,
  LAYOUT_NAME_MAX,
  LEASEHOLD_YEARS_MAX,
  LISTING_AREA_MAX,
  LISTING_PRICE_MAX,
  LISTING_ROOMS_MAX,
  PAYMENT_PLAN_MAX_STAGES,
  PAYMENT_STAGE_LABEL_MAX,
  PHONE_MAX,
  PROJECTS_COMPLETED_MAX,
  PROJECT_ADDRESS_MAX,
  PROJECT_AMENITIES_MAX,
  UNITS_MAX_ROWS,
  UNIT_FLOOR_MAX,
  UNIT_FLOOR_MIN,
  UNIT_NUMBER_MAX,
  WEBSITE_MAX,
  YEAR_FOUNDED_MAX,
  YEAR_FOUNDED_MIN,
} from './limits';
import {
  DATABASE_SORTS,
  DATABASE_STATUSES,
  DEVELOPER_REQUIREMENTS,
  PROJECT_REQUIREMENTS,
  PROJECT_STAGES,
  PROJECT_TENURES,
  UNIT_STATUSES,
} from './database-rules';
import { SimplePhoto } from './catalog';
import { ContentLanguage, ContentTranslationsSchema } from './content-languages';
import { Nullable, Paginated, PaginationQuery, StringEnum } from './schema-kit';

// The developer and project database: the creation steps, the drafts as their
// owners edit them, layouts, the unit table and the database screens' lists. Every step field
// is optional (steps autosave) and nullable where it can be cleared; publishing checks
// completeness. Media are sent to their own paths (multipart, field `file`).

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE });
const dateTime = Type.String({ format: 'date-time' });
const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** The version a write was based on; a stale one is refused with 409. */
export const RecordVersion = Type.Integer({
  minimum: 1,
  maximum: ID_MAX_VALUE,
  description: 'The version of the record this write is based on (from the last answer)',
});

export const RecordIdParams = Type.Object({ id: Id });
export const RecordPhotoParams = Type.Object({ id: Id, photoId: Id });
/** The documented DELETE /developers/{id}/photo and /projects/{id}/photo: which gallery photo goes. */
export const RecordPhotoQuery = Type.Object({
  photo_id: Type.Integer({
    minimum: 1,
    maximum: ID_MAX_VALUE,
    description: 'the gallery photo to remove (an id from `photos`)',
  }),
});
/** PUT /developers/{id}/photos/order and /projects/{id}/photos/order. */
export const RecordPhotoOrderBody = Type.Object(
  {
    photos: Type.Array(Id, {
      maxItems: 200,
      uniqueItems: true,
      description: 'every gallery photo id once, in the new order',
    }),
  },
  closed,
);
export type RecordPhotoOrderBody = Static<typeof RecordPhotoOrderBody>;
export const RecordVersionBody = Type.Object({ version: RecordVersion }, closed);
export type RecordVersionBody = Static<typeof RecordVersionBody>;
/** DELETE carries its version in the query. */
export const RecordVersionQuery = Type.Object({ version: RecordVersion });
/**
 * DELETE /developers/{id} and /projects/{id}: the documented call has no version (docs/product-rules.md §7), and a delete is not
 * an edit that can go stale; a version, when sent, is still checked (409 when stale).
 */
export const RecordDeleteQuery = Type.Object({ version: Type.Optional(RecordVersion) });

/** POST /developers?step=2 and POST /projects?step=2. */
export const CreateRecordQuery = Type.Object({
  step: Type.Integer({
    minimum: 2,
    maximum: 2,
    description: 'always 2 (docs/product-rules.md §4)',
  }),
});

// ---------------------------------------------------------------------------------------------
// Developers

/** The title and description in more languages: the original's language and translations. */
const translationFields = {
  language: Type.Optional(ContentLanguage),
  translations: Type.Optional(
    ContentTranslationsSchema(DATABASE_TITLE_MAX, DATABASE_DESCRIPTION_MAX),
  ),
};
/** The draft's languages, as stored: `language` is 'en' for a record written before them. */
const draftTranslationFields = {
  language: ContentLanguage,
  translations: ContentTranslationsSchema(DATABASE_TITLE_MAX, DATABASE_DESCRIPTION_MAX),
};

const developerStep2Fields = {
  title: text(DATABASE_TITLE_MAX),
  description: text(DATABASE_DESCRIPTION_MAX),
  ...translationFields,
};
const developerStep3Fields = {
  website: Type.Optional(
    Nullable(Type.String({ maxLength: WEBSITE_MAX, description: 'http(s) URL; https:// added' })),
  ),
  phone: Type.Optional(
    Nullable(Type.String({ maxLength: PHONE_MAX, description: 'for enquiries' })),
  ),
  email: Type.Optional(
    Nullable(Type.String({ maxLength: EMAIL_MAX, description: 'for enquiries' })),
  ),
  year_founded: Type.Optional(
    Nullable(Type.Integer({ minimum: YEAR_FOUNDED_MIN, maximum: YEAR_FOUNDED_MAX })),
  ),
  projects_completed: Type.Optional(
    Nullable(Type.Integer({ minimum: 0, maximum: PROJECTS_COMPLETED_MAX })),
  ),
};

/** POST /developers?step=2: creates the draft from step 2's fields. */
export const CreateDeveloperBody = Type.Object(developerStep2Fields, closed);
export type CreateDeveloperBody = Static<typeof CreateDeveloperBody>;
/** PUT paths.steps['2']: title and description, with their languages. */
export const DeveloperStep2Body = Type.Object(
  { version: RecordVersion, ...developerStep2Fields },
  closed,
);
export type DeveloperStep2Body = Static<typeof DeveloperStep2Body>;
/** PUT paths.steps['3']: contacts and facts. */
export const DeveloperStep3Body = Type.Object(
  { version: RecordVersion, ...developerStep3Fields },
  closed,
);
export type DeveloperStep3Body = Static<typeof DeveloperStep3Body>;
/** PUT paths.steps['4']: media are uploaded to their paths; this only records the step. */
export const DeveloperStep4Body = RecordVersionBody;
export type DeveloperStep4Body = Static<typeof DeveloperStep4Body>;

export const DeveloperPaths = Type.Object(
  {
    self: Type.String({ description: 'GET: the whole draft (owner or admin)' }),
    public: Type.String({ description: 'GET: the public page data (published only)' }),
    steps: Type.Object({ '2': Type.String(), '3': Type.String(), '4': Type.String() }, closed),
    logo: Type.String({ description: 'POST multipart `file`, DELETE' }),
    main_photo: Type.String({ description: 'POST multipart `file`, DELETE' }),
    photo: Type.String({
      description:
        'POST multipart `file`: one gallery photo; DELETE ?photo_id= (or {photo}/{photoId}): remove one',
    }),
    publish: Type.String({ description: 'POST {version}' }),
    unpublish: Type.String({ description: 'POST {version}' }),
    delete: Type.String({ description: 'DELETE (?version= optional: checked when sent)' }),
  },
  { ...closed, description: 'paths relative to the API base /api' },
);
export type DeveloperPaths = Static<typeof DeveloperPaths>;

const requirementFlags = <T extends readonly string[]>(list: T) =>
  Type.Object(
    Object.fromEntries(list.map((r) => [r, Type.Boolean()])) as Record<
      T[number],
      ReturnType<typeof Type.Boolean>
    >,
    closed,
  );

export const DeveloperCompleteness = Type.Object(
  {
    met: requirementFlags(DEVELOPER_REQUIREMENTS),
    missing: Type.Array(StringEnum(DEVELOPER_REQUIREMENTS)),
    ready: Type.Boolean(),
  },
  closed,
);

export const DatabasePhoto = SimplePhoto;
export type DatabasePhoto = Static<typeof DatabasePhoto>;

/** GET paths.self: the developer as its owner edits it; also the answer of every save. */
export const DeveloperDraft = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(DATABASE_STATUSES),
    version: Type.Integer(),
    /** The furthest step saved, so the screens resume there. */
    step: Type.Integer(),
    title: Nullable(Type.String()),
    description: Nullable(Type.String()),
    ...draftTranslationFields,
    website: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
    year_founded: Nullable(Type.Integer()),
    projects_completed: Nullable(Type.Integer()),
    logo: Nullable(Type.String({ description: 'URL' })),
    main_photo: Nullable(Type.String({ description: 'URL' })),
    photos: Type.Array(DatabasePhoto),
    projects_count: Type.Integer(),
    listings_count: Type.Integer(),
    completeness: DeveloperCompleteness,
    created_at: dateTime,
    updated_at: dateTime,
    paths: DeveloperPaths,
  },
  closed,
);
export type DeveloperDraft = Static<typeof DeveloperDraft>;

// ---------------------------------------------------------------------------------------------
// Projects

export const PaymentStageSchema = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: PAYMENT_STAGE_LABEL_MAX }),
    percent: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  },
  closed,
);
export const PaymentPlanSchema = Type.Array(PaymentStageSchema, {
  maxItems: PAYMENT_PLAN_MAX_STAGES,
  description: 'stages in order; an empty list = no plan; else they total 100 %',
});

const projectStep2Fields = {
  title: text(DATABASE_TITLE_MAX),
  developer_id: Type.Optional(Nullable(Id)),
  description: text(DATABASE_DESCRIPTION_MAX),
  ...translationFields,
  stage: Type.Optional(Nullable(StringEnum(PROJECT_STAGES))),
  completion: Type.Optional(
    Nullable(Type.String({ maxLength: 16, description: 'a quarter, e.g. "Q3 2027"' })),
  ),
  launch: Type.Optional(
    Nullable(
      Type.String({ maxLength: 32, description: 'the sales launch: a month, e.g. "2026-03"' }),
    ),
  ),
  construction_progress: Type.Optional(
    Nullable(Type.Integer({ minimum: 0, maximum: 100, description: 'percent' })),
  ),
};
const projectStep3Fields = {
  location_id: Type.Optional(Nullable(Id)),
  address: text(PROJECT_ADDRESS_MAX),
  latitude: Type.Optional(
    Nullable(
      Type.Number({ minimum: -90, maximum: 90, description: 'in Phuket (PHUKET_PIN_BOUNDS)' }),
    ),
  ),
  longitude: Type.Optional(
    Nullable(
      Type.Number({ minimum: -180, maximum: 180, description: 'in Phuket (PHUKET_PIN_BOUNDS)' }),
    ),
  ),
};
const projectStep4Fields = {
  price_from: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: LISTING_PRICE_MAX }))),
  price_to: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: LISTING_PRICE_MAX }))),
  currency: Type.Optional(StringEnum(CURRENCIES)),
  amenities: Type.Optional(
    Type.Array(Id, { maxItems: PROJECT_AMENITIES_MAX, uniqueItems: true, description: 'ids' }),
  ),
  payment_plan: Type.Optional(PaymentPlanSchema),
  tenure: Type.Optional(Nullable(StringEnum(PROJECT_TENURES))),
  leasehold_years: Type.Optional(
    Nullable(
      Type.Integer({ minimum: 1, maximum: LEASEHOLD_YEARS_MAX, description: 'Leasehold only' }),
    ),
  ),
  foreign_quota_units: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 0,
        maximum: FOREIGN_QUOTA_UNITS_MAX,
        description: 'units still available to foreigners in the foreign quota',
      }),
    ),
  ),
};

/** POST /projects?step=2: creates the draft from step 2's fields. */
export const CreateProjectBody = Type.Object(projectStep2Fields, closed);
export type CreateProjectBody = Static<typeof CreateProjectBody>;
/** PUT paths.steps['2']: basics. */
export const ProjectStep2Body = Type.Object(
  { version: RecordVersion, ...projectStep2Fields },
  closed,
);
export type ProjectStep2Body = Static<typeof ProjectStep2Body>;
/** PUT paths.steps['3']: location and pin. */
export const ProjectStep3Body = Type.Object(
  { version: RecordVersion, ...projectStep3Fields },
  closed,
);
export type ProjectStep3Body = Static<typeof ProjectStep3Body>;
/** PUT paths.steps['4']: price, amenities, payment plan, tenure. */
export const ProjectStep4Body = Type.Object(
  { version: RecordVersion, ...projectStep4Fields },
  closed,
);
export type ProjectStep4Body = Static<typeof ProjectStep4Body>;
/** PUT paths.steps['5'|'6'|'7']: media, layouts and units have their own calls; this records the step. */
export const ProjectMarkStepBody = RecordVersionBody;
export type ProjectMarkStepBody = Static<typeof ProjectMarkStepBody>;

export const ProjectPaths = Type.Object(
  {
    self: Type.String({ description: 'GET: the whole draft (owner or admin)' }),
    public: Type.String({
      description: 'GET: the public page data (published only); DELETE = delete',
    }),
    steps: Type.Object(
      {
        '2': Type.String(),
        '3': Type.String(),
        '4': Type.String(),
        '5': Type.String(),
        '6': Type.String(),
        '7': Type.String(),
      },
      closed,
    ),
    main_photo: Type.String({ description: 'POST multipart `file`, DELETE' }),
    photo: Type.String({
      description:
        'POST multipart `file`: one gallery photo; DELETE ?photo_id= (or {photo}/{photoId}): remove one',
    }),
    photos: Type.String({
      description:
        'POST multipart: several `file` parts (up to 10) in one request; DELETE: every gallery photo',
    }),
    video: Type.String({ description: 'POST multipart `file` (mp4/webm), DELETE' }),
    brochure: Type.String({ description: 'POST multipart `file` (PDF), DELETE' }),
    layout: Type.String({ description: 'POST: a new layout' }),
    units: Type.String({ description: 'GET: the unit table; PUT: rows as JSON (?dry_run=1)' }),
    units_csv: Type.String({ description: 'POST multipart `file` (CSV) (?dry_run=1&mode=)' }),
    publish: Type.String({ description: 'POST {version}' }),
    unpublish: Type.String({ description: 'POST {version}' }),
    delete: Type.String({ description: 'DELETE (?version= optional: checked when sent)' }),
  },
  { ...closed, description: 'paths relative to the API base /api' },
);
export type ProjectPaths = Static<typeof ProjectPaths>;

export const LayoutPaths = Type.Object(
  {
    self: Type.String({ description: 'PUT: save; DELETE: remove' }),
    photo: Type.String({ description: 'POST multipart `file`, DELETE' }),
  },
  closed,
);

const layoutFields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: LAYOUT_NAME_MAX })),
  bedrooms: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: LISTING_ROOMS_MAX }))),
  bathrooms: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: LISTING_ROOMS_MAX }))),
  area: Type.Optional(
    Nullable(
      Type.Number({
        minimum: 0,
        maximum: LISTING_AREA_MAX,
        description: 'sq.m, greater than 0 (0 is refused by the route with its own message)',
      }),
    ),
  ),
  price_from: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: LISTING_PRICE_MAX }))),
};
/** POST paths.layout: `name` is required; the layout's currency is the project's. */
export const CreateLayoutBody = Type.Object(
  { ...layoutFields, name: Type.String({ minLength: 1, maxLength: LAYOUT_NAME_MAX }) },
  closed,
);
export type CreateLayoutBody = Static<typeof CreateLayoutBody>;
/** PUT layout.paths.self: the fields sent are changed. */
export const UpdateLayoutBody = Type.Object(layoutFields, closed);
export type UpdateLayoutBody = Static<typeof UpdateLayoutBody>;

/** A layout as its owner edits it (the answer of the layout calls). */
export const DatabaseLayout = Type.Object(
  {
    id: Type.Integer(),
    project_id: Type.Integer(),
    name: Type.String(),
    bedrooms: Nullable(Type.Integer()),
    bathrooms: Nullable(Type.Integer()),
    area: Nullable(Type.Number()),
    price_from: Nullable(Type.Number()),
    photo: Nullable(Type.String({ description: 'URL' })),
    units_count: Type.Integer(),
    available_units: Type.Integer(),
    paths: LayoutPaths,
  },
  closed,
);
export type DatabaseLayout = Static<typeof DatabaseLayout>;

export const ProjectCompleteness = Type.Object(
  {
    met: requirementFlags(PROJECT_REQUIREMENTS),
    missing: Type.Array(StringEnum(PROJECT_REQUIREMENTS)),
    ready: Type.Boolean(),
  },
  closed,
);

/** GET paths.self: the project as its owner edits it; also the answer of every save. */
export const ProjectDraft = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(DATABASE_STATUSES),
    version: Type.Integer(),
    step: Type.Integer(),
    title: Nullable(Type.String()),
    developer_id: Nullable(Type.Integer()),
    description: Nullable(Type.String()),
    ...draftTranslationFields,
    stage: Nullable(StringEnum(PROJECT_STAGES)),
    completion: Nullable(Type.String({ description: '"Q3 2027"' })),
    launch: Nullable(Type.String({ description: '"2026-03"' })),
    construction_progress: Nullable(Type.Integer()),
    location_id: Nullable(Type.Integer()),
    address: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    price_from: Nullable(Type.Number()),
    price_to: Nullable(Type.Number()),
    currency: StringEnum(CURRENCIES),
    amenities: Type.Array(Type.Integer()),
    payment_plan: PaymentPlanSchema,
    tenure: Nullable(StringEnum(PROJECT_TENURES)),
    leasehold_years: Nullable(Type.Integer()),
    foreign_quota_units: Nullable(Type.Integer()),
    main_photo: Nullable(Type.String({ description: 'URL' })),
    photos: Type.Array(DatabasePhoto),
    video: Nullable(Type.String({ description: 'URL' })),
    brochure: Nullable(Type.String({ description: 'URL' })),
    layouts: Type.Array(DatabaseLayout),
    units_count: Type.Integer(),
    listings_count: Type.Integer(),
    completeness: ProjectCompleteness,
    created_at: dateTime,
    updated_at: dateTime,
    paths: ProjectPaths,
  },
  closed,
);
export type ProjectDraft = Static<typeof ProjectDraft>;

/** The answer of publish / unpublish. */
export const RecordState = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(DATABASE_STATUSES),
    version: Type.Integer(),
    updated_at: dateTime,
  },
  closed,
);
export type RecordState = Static<typeof RecordState>;

/** The answer of DELETE: `archived` when listings (or projects) still point at the record. */
export const RecordDeleted = Type.Object(
  {
    message: Type.String(),
    result: StringEnum(['deleted', 'archived'] as const),
  },
  closed,
);
export type RecordDeleted = Static<typeof RecordDeleted>;

// ---------------------------------------------------------------------------------------------
// Units

export const ProjectUnit = Type.Object(
  {
    id: Type.Integer(),
    version: Type.Integer({ description: 'send it back with a status change' }),
    unit_number: Type.String(),
    layout_id: Nullable(Type.Integer()),
    layout: Nullable(Type.String({ description: 'the layout name' })),
    floor: Nullable(Type.Integer()),
    price: Nullable(Type.Number()),
    status: StringEnum(UNIT_STATUSES),
    paths: Type.Object(
      { status: Type.String({ description: 'PUT {status, version}: this unit alone' }) },
      closed,
    ),
  },
  closed,
);
export type ProjectUnit = Static<typeof ProjectUnit>;

/** PUT unit.paths.status: one unit's status, changed in the unit list. */
export const UnitStatusBody = Type.Object(
  { status: StringEnum(UNIT_STATUSES), version: RecordVersion },
  closed,
);
export type UnitStatusBody = Static<typeof UnitStatusBody>;

export const ProjectUnits = Type.Object(
  { currency: StringEnum(CURRENCIES), units: Type.Array(ProjectUnit) },
  closed,
);
export type ProjectUnits = Static<typeof ProjectUnits>;

const cellValue = Type.Optional(
  Nullable(Type.Union([Type.String({ maxLength: 255 }), Type.Number()])),
);
/** A row as pasted: every cell text or number, checked by validateUnitRow (shared). */
export const UnitRowInputSchema = Type.Object(
  {
    unit_number: cellValue,
    layout: cellValue,
    floor: cellValue,
    price: cellValue,
    status: cellValue,
  },
  closed,
);

export const UNIT_IMPORT_MODES = ['replace', 'upsert'] as const;
export type UnitImportMode = (typeof UNIT_IMPORT_MODES)[number];

export const UnitImportQuery = Type.Object({
  dry_run: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1: validate only, write nothing' }),
  ),
  mode: Type.Optional(
    StringEnum(UNIT_IMPORT_MODES, {
      description:
        'replace (default): the rows become the whole table; upsert: rows update units of the same number or add new ones',
    }),
  ),
});

/** PUT paths.units: the pasted rows. */
export const UnitImportBody = Type.Object(
  { rows: Type.Array(UnitRowInputSchema, { maxItems: UNITS_MAX_ROWS }) },
  closed,
);
export type UnitImportBody = Static<typeof UnitImportBody>;

export const UnitRowError = Type.Object(
  {
    row: Type.Integer({ description: '1-based, not counting a header line' }),
    unit_number: Nullable(Type.String()),
    errors: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'per column: unit_number, layout, floor, price, status',
    }),
  },
  closed,
);
export type UnitRowError = Static<typeof UnitRowError>;

/**
 * The answer of an import. A dry run answers 200 with `errors` per row and writes nothing; a
 * real run with any bad row answers 422 with this same body under `rows` in `errors`, and
 * writes nothing either.
 */
export const UnitImportResult = Type.Object(
  {
    dry_run: Type.Boolean(),
    valid: Type.Boolean(),
    rows: Type.Integer(),
    created: Type.Integer(),
    updated: Type.Integer(),
    deleted: Type.Integer(),
    errors: Type.Array(UnitRowError),
    units: Type.Array(ProjectUnit, {
      description: 'the table after the write (dry run: as it is)',
    }),
  },
  closed,
);
export type UnitImportResult = Static<typeof UnitImportResult>;

/** Bounds a unit row sent as JSON, for forms that check before sending. */
export const UNIT_ROW_BOUNDS = {
  unitNumberMax: UNIT_NUMBER_MAX,
  floorMin: UNIT_FLOOR_MIN,
  floorMax: UNIT_FLOOR_MAX,
} as const;

// ---------------------------------------------------------------------------------------------
// The database screens' lists: GET /database/developers and GET /database/projects

const searchFilter = Type.Optional(
  Type.String({ maxLength: 100, description: 'part of the title, any case' }),
);
const idFilter = (what: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE, description: what }));

export const DatabaseDevelopersQuery = Type.Object({
  ...PaginationQuery(10, 100),
  'filter[title]': searchFilter,
  'filter[status]': Type.Optional(StringEnum(DATABASE_STATUSES)),
  sort: Type.Optional(StringEnum(DATABASE_SORTS, { description: 'default title' })),
});
export type DatabaseDevelopersQuery = Static<typeof DatabaseDevelopersQuery>;

export const DatabaseProjectsQuery = Type.Object({
  ...PaginationQuery(10, 100),
  'filter[title]': searchFilter,
  'filter[status]': Type.Optional(StringEnum(DATABASE_STATUSES)),
  'filter[location_id]': idFilter('location id'),
  'filter[developer_id]': idFilter('developer id'),
  'filter[stage]': Type.Optional(StringEnum(PROJECT_STAGES)),
  sort: Type.Optional(StringEnum(DATABASE_SORTS, { description: 'default title' })),
});
export type DatabaseProjectsQuery = Static<typeof DatabaseProjectsQuery>;

export const DatabaseDeveloperRow = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    status: StringEnum(DATABASE_STATUSES),
    version: Type.Integer(),
    logo: Nullable(Type.String()),
    projects_count: Type.Integer(),
    listings_count: Type.Integer(),
    completeness: DeveloperCompleteness,
    updated_at: dateTime,
    paths: DeveloperPaths,
  },
  closed,
);
export type DatabaseDeveloperRow = Static<typeof DatabaseDeveloperRow>;

export const DatabaseProjectRow = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    status: StringEnum(DATABASE_STATUSES),
    version: Type.Integer(),
    main_photo: Nullable(Type.String()),
    developer: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() }, closed)),
    location: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }, closed)),
    stage: Nullable(StringEnum(PROJECT_STAGES)),
    completion: Nullable(Type.String()),
    launch: Nullable(Type.String({ description: '"2026-03"' })),
    units_count: Type.Integer(),
    listings_count: Type.Integer(),
    completeness: ProjectCompleteness,
    updated_at: dateTime,
    paths: ProjectPaths,
  },
  closed,
);
export type DatabaseProjectRow = Static<typeof DatabaseProjectRow>;

export const DatabaseDevelopersPage = Paginated(DatabaseDeveloperRow);
export const DatabaseProjectsPage = Paginated(DatabaseProjectRow);

// ---------------------------------------------------------------------------------------------
// Media: what each kind of file slot takes (the upload's summary and its `file` part say it)

export const DATABASE_FILE_DESCRIPTIONS = {
  image: 'JPEG, PNG, WebP or HEIC, at most 20 MB and 40 megapixels; stored as WebP',
  video: 'MP4 or WebM (checked by its bytes), at most 100 MB; stored as sent',
  pdf: 'PDF (checked by its bytes), at most 20 MB',
} as const;
