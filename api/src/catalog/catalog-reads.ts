import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  CURRENCIES,
  PAGE_SIZES,
  PROJECT_STAGES,
  PROJECT_TENURES,
  UNIT_STATUSES,
  cardLanguages,
  contentLanguage,
  isAgentLanguage,
  isOneOf,
  languageName,
  readDirectoryQuery,
  readProjectsQuery,
  type ContentTranslations,
  type RentalYieldEstimate,
} from '@phuket/shared/contract';
import type {
  AgentProfile,
  Currency,
  DeveloperDetail,
  DeveloperSummary,
  FavouriteListing,
  ProjectDetail,
  ProjectSort,
  DirectoryQuery,
  ListingCard,
  NumberRange,
  Page,
  ProjectSummary,
  ProjectsQuery,
} from '@phuket/shared/contract';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { likePattern } from '../db/like';
import { launchMonthOf, layoutUnitFacts } from '../database/records';
import {
  amenities,
  developerPhotos,
  developers,
  listings,
  locations,
  projectLayouts,
  projectPhotos,
  projectUnits,
  projects,
  users,
} from '../db/schema';
import { enquiryPath } from '../enquiries/targets';
import { notFound } from '../http/errors';
import { hasPublicAgentPage, publicContacts } from '../users/public-agent';
import { listingDetail, type ListingDetailOut } from './listing-detail';
import {
  listListings,
  type CatalogCaches,
  type ListingListOptions,
  type ListingListQueryValue,
} from './listing-list';
import {
  CARD_PHOTO_LIMIT,
  albumsFor,
  priceRangeThb,
  publishedCardRows,
  toCard,
} from './listing-query';
import { nearestBeach } from './beaches';
import { rentalYield } from './rental-yield';
import { recentPriceChanges, reducedPercent } from './price-drops';
import { mediaUrl } from './media-url';
import { displayPrice, type Rates } from './money';
import { pageMeta } from '../http/pagination';

type DirectoryQueryValue = Static<typeof DirectoryQuery>;
type ProjectsQueryValue = Static<typeof ProjectsQuery>;

const projectCardColumns = {
  id: projects.id,
  title: projects.title,
  language: projects.language,
  translations: projects.translations,
  mainPhoto: projects.mainPhoto,
  completion: projects.completion,
  launch: projects.launch,
  developerId: developers.id,
  developerTitle: developers.title,
  developerLanguage: developers.language,
  developerTranslations: developers.translations,
  developerLogo: developers.logo,
  locationId: locations.id,
  locationName: locations.name,
  stage: projects.stage,
  priceFrom: projects.priceFrom,
  currency: projects.currency,
};

/**
 * A title search (`filter[title]`) finds a developer or project by its title in any of its
 * languages: a Chinese buyer types the Chinese name the developer gave it.
 */
export function titleMatches(title: AnyColumn, translations: AnyColumn, text: string): SQL {
  const pattern = likePattern(text);
  return sql`(${title} ilike ${pattern} or exists (select 1 from jsonb_each(${translations}) as tr(code, value) where tr.value->>'title' ilike ${pattern}))`;
}

/** Only published developers and projects are in public reads; drafts never leak. */
const published = eq(projects.status, 'published');
/** A project's developer as cards show it: none while the developer is not published. */
const publicDeveloperOf = and(
  eq(developers.id, projects.developerId),
  eq(developers.status, 'published'),
);

/**
 * What a buyer means by a new project (PROJECT_SORTS 'newest'): the latest sales launch first
 * (the month the developer entered; one announced for a later month is newer still), projects
 * without a launch month after those with one, then the latest added (created_at is only when
 * the row was typed in, so it decides only among equals).
 */
const NEWEST_PROJECTS_FIRST: SQL[] = [
  sql`${projects.launch} desc nulls last`,
  sql`${projects.createdAt} desc`,
  desc(projects.id),
];
const BY_TITLE: SQL[] = [asc(projects.title), asc(projects.id)];

/** A search's price range in THB, and the rates it was converted at. */
interface ProjectPriceRange {
  min: number;
  max: number;
  rates: Rates;
}

/**
 * A project meets a price range when its from–to (a "from" alone is a range of one price)
 * overlaps it, both read in THB at `rates`. A project without a price is kept: the buyer
 * cannot tell it is out of budget, and its page says what it costs.
 */
function projectPriceMeets({ min, max, rates }: ProjectPriceRange): SQL {
  const inThb = (column: typeof projects.priceFrom | typeof projects.priceTo) =>
    sql`(${column} / case ${projects.currency} when 'USD' then ${rates.USD}::numeric when 'EUR' then ${rates.EUR}::numeric else 1 end)`;
  const from = inThb(projects.priceFrom);
  const to = sql`coalesce(${inThb(projects.priceTo)}, ${from})`;
  return sql`(${projects.priceFrom} is null or (${from} <= ${max} and ${to} >= ${min}))`;
}

interface ProjectCardRow {
  id: number;
  title: string;
  language: string;
  translations: ContentTranslations;
  mainPhoto: string | null;
  completion: ProjectSummary['completion'];
  launch: string | null;
  developerId: number | null;
  developerTitle: string | null;
  developerLanguage: string | null;
  developerTranslations: ContentTranslations | null;
  developerLogo: string | null;
  locationId: number | null;
  locationName: string | null;
  stage: string | null;
  priceFrom: string | null;
  currency: string;
}

/**
 * The catalog's public reads: what each public GET route answers, as functions. The routes
 * call them, and so does the server renderer for a page's data, so a page rendered on the
 * server shows exactly what the API would have answered.
 */
export class CatalogReads {
  constructor(
    readonly db: Db,
    readonly caches: CatalogCaches,
    private readonly mediaPrefix: string,
    /** The app's clock: what "the last 30 days" of a price cut count from. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The reads of one request (or one server-rendered page). */
  scope(): CatalogReadScope {
    return new CatalogReadScope(this.db, this.caches, this.mediaPrefix, this.now);
  }
}

/**
 * One request's reads. A developer, project or agent asked for twice in it — its page and
 * its listings, as a server-rendered owner page asks — is read from the database once.
 */
export class CatalogReadScope {
  private readonly owners = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly caches: CatalogCaches,
    private readonly mediaPrefix: string,
    private readonly now: () => Date,
  ) {}

  private url(key: string | null): string | null {
    return mediaUrl(this.mediaPrefix, key);
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.owners.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      this.owners.set(key, pending);
    }
    return pending;
  }

  /** Every location, by name: the filters' choices and the footer's area searches. */
  locations(): Promise<{ id: number; name: string }[]> {
    return this.db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .orderBy(asc(locations.name));
  }

  listings(query: ListingListQueryValue, options: ListingListOptions): Promise<Page<ListingCard>> {
    return listListings(this.db, this.caches, this.mediaPrefix, query, {
      now: this.now(),
      ...options,
    });
  }

  /** The rent and gross yield a published listing for sale could fetch. */
  async rentalYield(id: number, currency: Currency): Promise<RentalYieldEstimate> {
    return rentalYield(this.db, id, currency, await this.caches.rates.get());
  }

  /**
   * The saved listings a visitor's favourites page and compare view show: the published ones
   * among `ids`, in that order (the card carries the tenure the comparison shows). Not counted
   * as views.
   */
  async favouriteListings(ids: number[], currency: Currency): Promise<FavouriteListing[]> {
    const now = this.now();
    const [rows, albums, rates, recent] = await Promise.all([
      publishedCardRows(this.db, ids),
      albumsFor(this.db, ids, this.mediaPrefix, CARD_PHOTO_LIMIT),
      this.caches.rates.get(),
      recentPriceChanges(this.db, ids, now),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const card = toCard(
        row,
        albums.get(id) ?? [],
        null,
        currency,
        rates,
        this.mediaPrefix,
        reducedPercent(recent.get(id), now),
      );
      return [{ ...card, nearest_beach: nearestBeach(card.latitude, card.longitude) }];
    });
  }

  /** A published listing's page; each read is a view of it, counted for its owner's list. */
  async property(id: number, currency: Currency): Promise<ListingDetailOut> {
    const [detail] = await Promise.all([
      listingDetail(this.db, id, currency, await this.caches.rates.get(), this.mediaPrefix, {
        now: this.now(),
      }),
      this.db
        .update(listings)
        .set({ views: sql`${listings.views} + 1` })
        .where(and(eq(listings.id, id), eq(listings.status, 'published'))),
    ]);
    if (!detail) throw notFound('Property');
    return detail;
  }

  async developers(query: DirectoryQueryValue): Promise<Page<DeveloperSummary>> {
    const { per_page: perPage = PAGE_SIZES.developers } = query;
    const { page, title } = readDirectoryQuery(query);
    const where = and(
      eq(developers.status, 'published'),
      title ? titleMatches(developers.title, developers.translations, title) : undefined,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(developers)
        .where(where)
        .orderBy(asc(developers.title), asc(developers.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(developers).where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const counts =
      ids.length === 0
        ? []
        : await this.db
            .select({ id: projects.developerId, n: count() })
            .from(projects)
            .where(and(inArray(projects.developerId, ids), eq(projects.status, 'published')))
            .groupBy(projects.developerId);
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return {
      data: rows.map((r) => ({
        id: r.id,
        title: r.title,
        ...cardLanguages(r),
        logo: this.url(r.logo),
        main_photo: this.url(r.mainPhoto),
        description: r.description,
        projects_count: byId.get(r.id) ?? 0,
      })),
      meta: pageMeta(page, perPage, totals[0]?.n ?? 0),
    };
  }

  private developerRow(id: number) {
    return this.once(`developer:${id}`, async () => {
      const [row] = await this.db
        .select()
        .from(developers)
        .where(and(eq(developers.id, id), eq(developers.status, 'published')))
        .limit(1);
      if (!row) throw notFound('Developer');
      return row;
    });
  }

  async developer(id: number): Promise<DeveloperDetail> {
    const dev = await this.developerRow(id);
    const [photos, projectList, listingCount] = await Promise.all([
      this.db
        .select({ id: developerPhotos.id, path: developerPhotos.path })
        .from(developerPhotos)
        .where(eq(developerPhotos.developerId, id))
        .orderBy(asc(developerPhotos.position), asc(developerPhotos.id)),
      this.projectItems(and(eq(projects.developerId, id), published), 500, 0),
      this.publishedCount(eq(listings.developerId, id)),
    ]);
    return {
      id: dev.id,
      title: dev.title,
      language: contentLanguage(dev.language),
      translations: dev.translations,
      logo: this.url(dev.logo),
      main_photo: this.url(dev.mainPhoto),
      photos: photos.map((p) => ({ id: p.id, url: mediaUrl(this.mediaPrefix, p.path) })),
      description: dev.description,
      website: dev.website,
      phone: dev.phone,
      email: dev.email,
      year_founded: dev.yearFounded,
      projects_completed: dev.projectsCompleted,
      projects: projectList,
      listings_count: listingCount,
      enquiry_path: enquiryPath('developer', dev.id),
    };
  }

  async developerListings(id: number, query: ListingListQueryValue): Promise<Page<ListingCard>> {
    await this.developerRow(id);
    return this.listings(query, { defaultPerPage: 12, fixed: { developerId: id } });
  }

  /**
   * The public /projects directory. Answered from the directory cache, keyed by the query as
   * parsed (so "?page=1" and "" share an entry and junk parameters make none), and emptied by
   * every write that shows there (see plugin.ts).
   */
  async projects(query: ProjectsQueryValue): Promise<Page<ProjectSummary>> {
    const { per_page: perPage = PAGE_SIZES.projects, currency } = query;
    const parsed = readProjectsQuery(query);
    const price =
      parsed.priceRange && (await this.priceRangeOf(parsed.priceRange, parsed.priceCurrency));
    const load = () => this.loadProjects(parsed, perPage, price);
    let page: Page<ProjectSummary>;
    if (!this.caches.projects.enabled) {
      page = await load();
    } else {
      const { page: number, title, developerId, locationId, stage, sort } = parsed;
      // Every request builds this key: a fixed tuple of primitives is cheaper than stableKey's
      // sorted copy of an object, and as unambiguous. A price range is compared at today's
      // rates, so its key holds the bounds as compared (rates move without a write).
      const key = JSON.stringify([
        number,
        perPage,
        title,
        developerId,
        locationId,
        stage,
        sort,
        ...(price ? [price.min, price.max, price.rates.USD, price.rates.EUR] : []),
      ]);
      page = await this.caches.projects.getOrLoad(key, load);
    }
    return currency === undefined ? page : this.projectsIn(page, currency);
  }

  /**
   * A directory page with each "from" price in the visitor's currency, at today's rates. The
   * cache keeps the projects' own figures (rates move without a write that would empty it), so
   * the conversion is done per answer, as for the project page.
   */
  private async projectsIn(
    page: Page<ProjectSummary>,
    currency: Currency,
  ): Promise<Page<ProjectSummary>> {
    const rates = await this.caches.rates.get();
    return {
      ...page,
      data: page.data.map((project) => ({
        ...project,
        price_from:
          project.price_from === null
            ? null
            : displayPrice(
                { price: project.price_from, currency: project.currency, priceThb: null },
                currency,
                rates,
              ),
        currency,
      })),
    };
  }

  /** A visitor's price range in THB, with the rates the projects' own prices are read at. */
  private async priceRangeOf(range: NumberRange, currency: Currency): Promise<ProjectPriceRange> {
    const rates = await this.caches.rates.get();
    return { ...priceRangeThb({ min: range[0], max: range[1] }, currency, rates), rates };
  }

  private async loadProjects(
    { page, title, developerId, locationId, stage, sort }: ReturnType<typeof readProjectsQuery>,
    perPage: number,
    price: ProjectPriceRange | null,
  ): Promise<Page<ProjectSummary>> {
    const where = and(
      published,
      title ? titleMatches(projects.title, projects.translations, title) : undefined,
      developerId === null ? undefined : eq(projects.developerId, developerId),
      locationId === null ? undefined : eq(projects.locationId, locationId),
      stage === null ? undefined : eq(projects.stage, stage),
      price ? projectPriceMeets(price) : undefined,
    );
    // One statement per miss: the page's rows, each carrying the total as an uncorrelated
    // subquery (run once). Under load each statement costs a pool checkout and a round trip,
    // which cost more than the SQL (docs/database-api.md, "Budgets").
    const rows = await this.projectCardRows(where, perPage, (page - 1) * perPage, {
      withTotal: true,
      sort,
    });
    // An empty page carries no total: page 1 empty means none; a page past the end counts alone.
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) {
      total = (await this.db.select({ n: count() }).from(projects).where(where))[0]?.n ?? 0;
    }
    return {
      data: rows.map((r) => this.projectSummary(r)),
      meta: pageMeta(page, perPage, total),
    };
  }

  /** The project's card and what its page adds, in one read. */
  private projectRow(id: number) {
    return this.once(`project:${id}`, async () => {
      const [row] = await this.db
        .select({
          ...projectCardColumns,
          project: projects,
          developerWebsite: developers.website,
          developerPhone: developers.phone,
          developerEmail: developers.email,
          developerStatus: developers.status,
        })
        .from(projects)
        .leftJoin(developers, publicDeveloperOf)
        .leftJoin(locations, eq(locations.id, projects.locationId))
        .where(and(eq(projects.id, id), published))
        .limit(1);
      if (!row) throw notFound('Project');
      return { summary: this.projectSummary(row), row };
    });
  }

  /** A published project's page, its prices in `currency` (converted as listing prices are). */
  async project(id: number, currency: Currency): Promise<ProjectDetail> {
    const { summary, row } = await this.projectRow(id);
    const p = row.project;
    const [photos, layouts, listingCount, amenityRows, units, rates] = await Promise.all([
      this.db
        .select({ id: projectPhotos.id, path: projectPhotos.path })
        .from(projectPhotos)
        .where(eq(projectPhotos.projectId, id))
        .orderBy(asc(projectPhotos.position), asc(projectPhotos.id)),
      this.db
        .select()
        .from(projectLayouts)
        .where(eq(projectLayouts.projectId, id))
        .orderBy(asc(projectLayouts.id)),
      this.publishedCount(eq(listings.projectId, id)),
      p.amenities.length === 0
        ? Promise.resolve([])
        : this.db
            .select({ id: amenities.id, name: amenities.name })
            .from(amenities)
            .where(inArray(amenities.id, p.amenities))
            .orderBy(asc(amenities.name)),
      this.db
        .select({
          type: projectLayouts.title,
          bedrooms: projectLayouts.bedrooms,
          area: projectLayouts.area,
          floor: projectUnits.floor,
          price: projectUnits.price,
          status: projectUnits.status,
        })
        .from(projectUnits)
        .leftJoin(projectLayouts, eq(projectLayouts.id, projectUnits.layoutId))
        .where(eq(projectUnits.projectId, id))
        .orderBy(
          sql`${projectUnits.floor} asc nulls last`,
          sql`${projectUnits.price} asc nulls last`,
          asc(projectUnits.id),
        ),
      this.caches.rates.get(),
    ]);
    // The project's figures are in its own currency; the page shows the visitor's.
    const money = (amount: string | number | null): number | null =>
      amount === null
        ? null
        : displayPrice({ price: amount, currency: p.currency, priceThb: null }, currency, rates);
    const facts = await layoutUnitFacts(
      this.db,
      layouts.map((l) => l.id),
    );
    const developerPublic = row.developerStatus === 'published';
    // The page carries the whole translations; the card's titles would say them twice.
    const { title_translations: _titles, ...card } = summary;
    return {
      ...card,
      translations: p.translations,
      price_from: money(p.priceFrom),
      currency,
      // A draft developer has no public page: the card shows no link to it.
      developer: developerPublic ? summary.developer : null,
      photos: photos.map((ph) => ({ id: ph.id, url: mediaUrl(this.mediaPrefix, ph.path) })),
      video: this.url(p.video),
      description: p.description,
      construction_progress: p.constructionProgress,
      price_to: money(p.priceTo),
      payment_plan: p.paymentPlan,
      tenure: isOneOf(PROJECT_TENURES, p.tenure) ? p.tenure : null,
      leasehold_years: p.leaseholdYears,
      foreign_quota_units: p.foreignQuotaUnits,
      address: p.address,
      latitude: p.latitude,
      longitude: p.longitude,
      amenities: amenityRows,
      brochure: this.url(p.brochure),
      layouts: layouts.map((l) => {
        const f = facts.get(l.id);
        const units = f?.total ?? 0;
        return {
          id: l.id,
          title: l.title,
          bedrooms: l.bedrooms,
          bathrooms: l.bathrooms,
          area: l.area === null ? null : Number(l.area),
          photo: this.url(l.photo),
          // With a unit table, the lowest available unit (null when all are taken).
          price_from: money(units > 0 ? (f?.minPrice ?? null) : l.price),
          units_count: units,
          available_units: f?.available ?? 0,
        };
      }),
      units: units.map((u) => ({
        type: u.type,
        bedrooms: u.bedrooms,
        floor: u.floor,
        area: u.area === null ? null : Number(u.area),
        price: money(u.price),
        status: isOneOf(UNIT_STATUSES, u.status) ? u.status : 'available',
      })),
      developer_contact: developerPublic
        ? { website: row.developerWebsite, phone: row.developerPhone, email: row.developerEmail }
        : null,
      listings_count: listingCount,
      enquiry_path: enquiryPath('project', id),
    };
  }

  async projectListings(id: number, query: ListingListQueryValue): Promise<Page<ListingCard>> {
    await this.projectRow(id);
    return this.listings(query, { defaultPerPage: 12, fixed: { projectId: id } });
  }

  /**
   * Only an agent with a published listing has a public page (hasPublicAgentPage); admins,
   * accounts without listings and unknown ids are 404 alike.
   */
  private publicAgent(id: number) {
    return this.once(`agent:${id}`, async () => {
      const [agent] = await this.db
        .select({
          id: users.id,
          name: users.name,
          avatarPath: users.avatarPath,
          companyLogoPath: users.companyLogoPath,
          phone: users.phone,
          email: users.email,
          settings: users.settings,
          bio: users.bio,
          languages: users.languages,
          verifiedAt: users.verifiedAt,
        })
        .from(users)
        .where(and(eq(users.id, id), hasPublicAgentPage()))
        .limit(1);
      if (!agent) throw notFound('Agent');
      return agent;
    });
  }

  async agent(id: number): Promise<AgentProfile> {
    const agent = await this.publicAgent(id);
    // avatar_path stays a storage path, as in GET /user: the browser adds the media prefix.
    return {
      id: agent.id,
      name: agent.name,
      avatar_path: agent.avatarPath,
      company_logo_path: agent.companyLogoPath,
      ...publicContacts(agent),
      bio: agent.bio,
      // Named here, so the server-rendered page needs no language list of its own; a code
      // taken off the list since is left out.
      languages: agent.languages.flatMap((code) =>
        isAgentLanguage(code) ? [{ code, name: languageName(code) }] : [],
      ),
      listings_count: await this.publishedCount(eq(listings.userId, agent.id)),
      enquiry_path: enquiryPath('agent', agent.id),
      verified: agent.verifiedAt !== null,
    };
  }

  async agentListings(id: number, query: ListingListQueryValue): Promise<Page<ListingCard>> {
    await this.publicAgent(id);
    return this.listings(query, { defaultPerPage: 12, fixed: { userId: id } });
  }

  private async publishedCount(owner: SQL): Promise<number> {
    const [total] = await this.db
      .select({ n: count() })
      .from(listings)
      .where(and(owner, eq(listings.status, 'published')));
    return total?.n ?? 0;
  }

  /** Projects as cards and lists show them. */
  private async projectItems(
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<ProjectSummary[]> {
    const rows = await this.projectCardRows(where, limit, offset);
    return rows.map((r) => this.projectSummary(r));
  }

  /**
   * Project cards by title (or newest first); with `withTotal`, each row also carries how many
   * match `where`.
   */
  private projectCardRows(
    where: SQL | undefined,
    limit: number,
    offset: number,
    { withTotal = false, sort = 'title' }: { withTotal?: boolean; sort?: ProjectSort } = {},
  ): Promise<(ProjectCardRow & { total?: number })[]> {
    return this.db
      .select({
        ...projectCardColumns,
        // The inner FROM is projects too: `where` there names its own rows, not the outer one.
        ...(withTotal
          ? {
              total: sql<number>`(select count(*)::int from ${projects} where ${where ?? sql`true`})`,
            }
          : {}),
      })
      .from(projects)
      .leftJoin(developers, publicDeveloperOf)
      .leftJoin(locations, eq(locations.id, projects.locationId))
      .where(where)
      .orderBy(...(sort === 'newest' ? NEWEST_PROJECTS_FIRST : BY_TITLE))
      .limit(limit)
      .offset(offset);
  }

  private projectSummary(r: ProjectCardRow): ProjectSummary {
    return {
      id: r.id,
      title: r.title,
      ...cardLanguages(r),
      main_photo: this.url(r.mainPhoto),
      completion: r.completion,
      launch: launchMonthOf(r.launch),
      developer:
        r.developerId === null || r.developerTitle === null
          ? null
          : {
              id: r.developerId,
              title: r.developerTitle,
              ...cardLanguages({
                language: r.developerLanguage,
                translations: r.developerTranslations,
              }),
              logo: this.url(r.developerLogo),
            },
      location:
        r.locationId === null || r.locationName === null
          ? null
          : { id: r.locationId, name: r.locationName },
      stage: isOneOf(PROJECT_STAGES, r.stage) ? r.stage : null,
      price_from: r.priceFrom === null ? null : Number(r.priceFrom),
      currency: isOneOf(CURRENCIES, r.currency) ? r.currency : 'THB',
    };
  }
}
