import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AgentProfile,
  Currency,
  DeveloperDetail,
  DeveloperSummary,
  ProjectDetail,
  DirectoryQuery,
  PaginationMeta,
  ProjectSummary,
  ProjectsQuery,
} from '@phuket/shared/contract';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import {
  developerPhotos,
  developers,
  listings,
  locations,
  projectLayouts,
  projectPhotos,
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
  type ListingPageOut,
} from './listing-list';
import { pageMeta } from './listing-query';
import { mediaUrl } from './media-url';

/** `%` and `_` typed by a visitor are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type DirectoryQueryValue = Static<typeof DirectoryQuery>;
type ProjectsQueryValue = Static<typeof ProjectsQuery>;
type Page<T> = { data: T[]; meta: PaginationMeta };

const projectCardColumns = {
  id: projects.id,
  title: projects.title,
  mainPhoto: projects.mainPhoto,
  completion: projects.completion,
  developerId: developers.id,
  developerTitle: developers.title,
  developerLogo: developers.logo,
  locationId: locations.id,
  locationName: locations.name,
};

interface ProjectCardRow {
  id: number;
  title: string;
  mainPhoto: string | null;
  completion: ProjectSummary['completion'];
  developerId: number | null;
  developerTitle: string | null;
  developerLogo: string | null;
  locationId: number | null;
  locationName: string | null;
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
  ) {}

  /** The reads of one request (or one server-rendered page). */
  scope(): CatalogReadScope {
    return new CatalogReadScope(this.db, this.caches, this.mediaPrefix);
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

  listings(query: ListingListQueryValue, options: ListingListOptions): Promise<ListingPageOut> {
    return listListings(this.db, this.caches, this.mediaPrefix, query, options);
  }

  /** A published listing's page; each read is a view of it, counted for its owner's list. */
  async property(id: number, currency: Currency): Promise<ListingDetailOut> {
    const [detail] = await Promise.all([
      listingDetail(this.db, id, currency, await this.caches.rates.get(), this.mediaPrefix),
      this.db
        .update(listings)
        .set({ views: sql`${listings.views} + 1` })
        .where(and(eq(listings.id, id), eq(listings.status, 'published'))),
    ]);
    if (!detail) throw notFound('Property');
    return detail;
  }

  async developers(query: DirectoryQueryValue): Promise<Page<DeveloperSummary>> {
    const { page = 1, per_page: perPage = 10 } = query;
    const title = query['filter[title]']?.trim();
    const where = title ? ilike(developers.title, likePattern(title)) : undefined;
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
            .where(inArray(projects.developerId, ids))
            .groupBy(projects.developerId);
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return {
      data: rows.map((r) => ({
        id: r.id,
        title: r.title,
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
      const [row] = await this.db.select().from(developers).where(eq(developers.id, id)).limit(1);
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
      this.projectItems(eq(projects.developerId, id), 500, 0),
      this.publishedCount(eq(listings.developerId, id)),
    ]);
    return {
      id: dev.id,
      title: dev.title,
      logo: this.url(dev.logo),
      main_photo: this.url(dev.mainPhoto),
      photos: photos.map((p) => ({ id: p.id, url: mediaUrl(this.mediaPrefix, p.path) })),
      description: dev.description,
      // Filled from the new columns with the database API (issue 13).
      website: null,
      phone: null,
      email: null,
      year_founded: null,
      projects_completed: null,
      projects: projectList,
      listings_count: listingCount,
      enquiry_path: enquiryPath('developer', dev.id),
    };
  }

  async developerListings(id: number, query: ListingListQueryValue): Promise<ListingPageOut> {
    await this.developerRow(id);
    return this.listings(query, { defaultPerPage: 12, fixed: { developerId: id } });
  }

  async projects(query: ProjectsQueryValue): Promise<Page<ProjectSummary>> {
    const { page = 1, per_page: perPage = 10 } = query;
    const title = query['filter[title]']?.trim();
    const developerId = query['filter[developer_id]'];
    const locationId = query['filter[location_id]'];
    const where = and(
      title ? ilike(projects.title, likePattern(title)) : undefined,
      developerId === undefined ? undefined : eq(projects.developerId, developerId),
      locationId === undefined ? undefined : eq(projects.locationId, locationId),
    );
    const [data, totals] = await Promise.all([
      this.projectItems(where, perPage, (page - 1) * perPage),
      this.db.select({ n: count() }).from(projects).where(where),
    ]);
    return {
      data,
      meta: pageMeta(page, perPage, totals[0]?.n ?? 0),
    };
  }

  /** The project's card and what its page adds, in one read. */
  private projectRow(id: number) {
    return this.once(`project:${id}`, async () => {
      const [row] = await this.db
        .select({ ...projectCardColumns, video: projects.video, description: projects.description })
        .from(projects)
        .leftJoin(developers, eq(developers.id, projects.developerId))
        .leftJoin(locations, eq(locations.id, projects.locationId))
        .where(eq(projects.id, id))
        .limit(1);
      if (!row) throw notFound('Project');
      return { ...this.projectSummary(row), video: row.video, description: row.description };
    });
  }

  async project(id: number): Promise<ProjectDetail> {
    const { video, description, ...item } = await this.projectRow(id);
    const [photos, layouts, listingCount] = await Promise.all([
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
    ]);
    return {
      ...item,
      photos: photos.map((p) => ({ id: p.id, url: mediaUrl(this.mediaPrefix, p.path) })),
      video,
      description,
      layouts: layouts.map((l) => ({
        id: l.id,
        title: l.title,
        bedrooms: l.bedrooms,
        bathrooms: null,
        area: l.area === null ? null : Number(l.area),
        photo: this.url(l.photo),
        price_from: l.price === null ? null : Number(l.price),
        units_count: 0,
        available_units: 0,
      })),
      construction_progress: null,
      price_to: null,
      payment_plan: [],
      tenure: null,
      leasehold_years: null,
      foreign_quota_units: null,
      address: null,
      latitude: null,
      longitude: null,
      amenities: [],
      brochure: null,
      developer_contact: null,
      listings_count: listingCount,
      enquiry_path: enquiryPath('project', id),
    };
  }

  async projectListings(id: number, query: ListingListQueryValue): Promise<ListingPageOut> {
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
      listings_count: await this.publishedCount(eq(listings.userId, agent.id)),
      enquiry_path: enquiryPath('agent', agent.id),
    };
  }

  async agentListings(id: number, query: ListingListQueryValue): Promise<ListingPageOut> {
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
    const rows = await this.db
      .select(projectCardColumns)
      .from(projects)
      .leftJoin(developers, eq(developers.id, projects.developerId))
      .leftJoin(locations, eq(locations.id, projects.locationId))
      .where(where)
      .orderBy(asc(projects.title), asc(projects.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => this.projectSummary(r));
  }

  private projectSummary(r: ProjectCardRow): ProjectSummary {
    return {
      id: r.id,
      title: r.title,
      main_photo: this.url(r.mainPhoto),
      completion: r.completion,
      developer:
        r.developerId === null || r.developerTitle === null
          ? null
          : { id: r.developerId, title: r.developerTitle, logo: this.url(r.developerLogo) },
      location:
        r.locationId === null || r.locationName === null
          ? null
          : { id: r.locationId, name: r.locationName },
      stage: null,
      price_from: null,
      currency: 'THB',
    };
  }
}
