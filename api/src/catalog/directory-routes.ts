import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
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
import { notFound } from '../http/errors';
import { hasPublicAgentPage, publicContacts } from '../users/public-agent';
import { Paginated, errorResponses } from '../http/schemas';
import type { CatalogPluginOptions } from './listing-routes';
import { listListings } from './listing-list';
import { pageMeta } from './listing-query';
import { mediaUrl } from './media-url';
import {
  AgentProfile,
  DeveloperDetail,
  DeveloperSummary as DeveloperItem,
  DirectoryQuery,
  IdParams,
  ListingCardPage as CardPage,
  ListingListQuery,
  ProjectDetail,
  ProjectsQuery,
  ProjectSummary as ProjectItem,
} from './schemas';

/** `%` and `_` typed by a visitor are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const directoryRoutes: FastifyPluginAsyncTypebox<CatalogPluginOptions> = async (
  app,
  caches,
) => {
  const prefix = app.config.publicMediaPrefix;
  const url = (key: string | null) => mediaUrl(prefix, key);

  async function requireExists(
    table: typeof developers | typeof projects,
    id: number,
    what: string,
  ) {
    const [row] = await app.db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    if (!row) throw notFound(what);
  }

  async function projectItems(where: SQL | undefined, limit: number, offset: number) {
    return app.db
      .select({
        id: projects.id,
        title: projects.title,
        mainPhoto: projects.mainPhoto,
        completion: projects.completion,
        developerId: developers.id,
        developerTitle: developers.title,
        developerLogo: developers.logo,
        locationId: locations.id,
        locationName: locations.name,
      })
      .from(projects)
      .leftJoin(developers, eq(developers.id, projects.developerId))
      .leftJoin(locations, eq(locations.id, projects.locationId))
      .where(where)
      .orderBy(asc(projects.title), asc(projects.id))
      .limit(limit)
      .offset(offset)
      .then((rows) =>
        rows.map((r) => ({
          id: r.id,
          title: r.title,
          main_photo: url(r.mainPhoto),
          completion: r.completion,
          developer:
            r.developerId === null || r.developerTitle === null
              ? null
              : { id: r.developerId, title: r.developerTitle, logo: url(r.developerLogo) },
          location:
            r.locationId === null || r.locationName === null
              ? null
              : { id: r.locationId, name: r.locationName },
        })),
      );
  }

  app.get(
    '/developers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Developers, by title',
        querystring: DirectoryQuery,
        response: { 200: Paginated(DeveloperItem), ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 10 } = request.query;
      const title = request.query['filter[title]']?.trim();
      const where = title ? ilike(developers.title, likePattern(title)) : undefined;
      const [rows, totals] = await Promise.all([
        app.db
          .select()
          .from(developers)
          .where(where)
          .orderBy(asc(developers.title), asc(developers.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        app.db.select({ n: count() }).from(developers).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const counts =
        ids.length === 0
          ? []
          : await app.db
              .select({ id: projects.developerId, n: count() })
              .from(projects)
              .where(inArray(projects.developerId, ids))
              .groupBy(projects.developerId);
      const byId = new Map(counts.map((c) => [c.id, c.n]));
      return {
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          logo: url(r.logo),
          main_photo: url(r.mainPhoto),
          description: r.description,
          projects_count: byId.get(r.id) ?? 0,
        })),
        meta: pageMeta(page, perPage, totals[0]?.n ?? 0),
      };
    },
  );

  app.get(
    '/developers/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One developer with photos and projects',
        params: IdParams,
        response: { 200: DeveloperDetail, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [dev] = await app.db.select().from(developers).where(eq(developers.id, id)).limit(1);
      if (!dev) throw notFound('Developer');
      const [photos, projectList, listingCount] = await Promise.all([
        app.db
          .select({ id: developerPhotos.id, path: developerPhotos.path })
          .from(developerPhotos)
          .where(eq(developerPhotos.developerId, id))
          .orderBy(asc(developerPhotos.position), asc(developerPhotos.id)),
        projectItems(eq(projects.developerId, id), 500, 0),
        app.db
          .select({ n: count() })
          .from(listings)
          .where(and(eq(listings.developerId, id), eq(listings.status, 'published'))),
      ]);
      return {
        id: dev.id,
        title: dev.title,
        logo: url(dev.logo),
        main_photo: url(dev.mainPhoto),
        photos: photos.map((p) => ({ id: p.id, url: mediaUrl(prefix, p.path) })),
        description: dev.description,
        projects: projectList,
        listings_count: listingCount[0]?.n ?? 0,
      };
    },
  );

  app.get(
    '/developers/:id/listings',
    {
      schema: {
        tags: ['catalog'],
        summary: "A developer's published listings",
        params: IdParams,
        querystring: ListingListQuery(12),
        response: { 200: CardPage, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      await requireExists(developers, request.params.id, 'Developer');
      return listListings(app, caches, request.query, {
        defaultPerPage: 12,
        fixed: { developerId: request.params.id },
      });
    },
  );

  app.get(
    '/projects',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Projects, by title',
        querystring: ProjectsQuery,
        response: { 200: Paginated(ProjectItem), ...errorResponses(422) },
      },
    },
    async (request) => {
      const q = request.query;
      const { page = 1, per_page: perPage = 10 } = q;
      const title = q['filter[title]']?.trim();
      const developerId = q['filter[developer_id]'];
      const locationId = q['filter[location_id]'];
      const where = and(
        title ? ilike(projects.title, likePattern(title)) : undefined,
        developerId === undefined ? undefined : eq(projects.developerId, developerId),
        locationId === undefined ? undefined : eq(projects.locationId, locationId),
      );
      const [data, totals] = await Promise.all([
        projectItems(where, perPage, (page - 1) * perPage),
        app.db.select({ n: count() }).from(projects).where(where),
      ]);
      return { data, meta: pageMeta(page, perPage, totals[0]?.n ?? 0) };
    },
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One project with photos and layouts',
        params: IdParams,
        response: { 200: ProjectDetail, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [item] = await projectItems(eq(projects.id, id), 1, 0);
      if (!item) throw notFound('Project');
      const [extra, photos, layouts, listingCount] = await Promise.all([
        app.db
          .select({ video: projects.video, description: projects.description })
          .from(projects)
          .where(eq(projects.id, id)),
        app.db
          .select({ id: projectPhotos.id, path: projectPhotos.path })
          .from(projectPhotos)
          .where(eq(projectPhotos.projectId, id))
          .orderBy(asc(projectPhotos.position), asc(projectPhotos.id)),
        app.db
          .select()
          .from(projectLayouts)
          .where(eq(projectLayouts.projectId, id))
          .orderBy(asc(projectLayouts.id)),
        app.db
          .select({ n: count() })
          .from(listings)
          .where(and(eq(listings.projectId, id), eq(listings.status, 'published'))),
      ]);
      return {
        ...item,
        photos: photos.map((p) => ({ id: p.id, url: mediaUrl(prefix, p.path) })),
        video: extra[0]?.video ?? null,
        description: extra[0]?.description ?? null,
        layouts: layouts.map((l) => ({
          id: l.id,
          title: l.title,
          bedrooms: l.bedrooms,
          area: l.area === null ? null : Number(l.area),
          photo: url(l.photo),
        })),
        listings_count: listingCount[0]?.n ?? 0,
      };
    },
  );

  app.get(
    '/projects/:id/listings',
    {
      schema: {
        tags: ['catalog'],
        summary: "A project's published listings",
        params: IdParams,
        querystring: ListingListQuery(12),
        response: { 200: CardPage, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      await requireExists(projects, request.params.id, 'Project');
      return listListings(app, caches, request.query, {
        defaultPerPage: 12,
        fixed: { projectId: request.params.id },
      });
    },
  );

  /**
   * Only an agent with a published listing has a public page (hasPublicAgentPage); admins,
   * accounts without listings and unknown ids are 404 alike.
   */
  async function publicAgent(id: number) {
    const [agent] = await app.db
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
  }

  app.get(
    '/agents/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Public profile of a broker or developer with a published listing',
        params: IdParams,
        response: { 200: AgentProfile, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const agent = await publicAgent(request.params.id);
      const [total] = await app.db
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.userId, agent.id), eq(listings.status, 'published')));
      // avatar_path stays a storage path, as in GET /user: the browser adds the media prefix.
      return {
        id: agent.id,
        name: agent.name,
        avatar_path: agent.avatarPath,
        company_logo_path: agent.companyLogoPath,
        ...publicContacts(agent),
        listings_count: total?.n ?? 0,
      };
    },
  );

  app.get(
    '/agents/:id/listings',
    {
      schema: {
        tags: ['catalog'],
        summary: "An agent's published listings",
        params: IdParams,
        querystring: ListingListQuery(12),
        response: { 200: CardPage, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      await publicAgent(request.params.id);
      return listListings(app, caches, request.query, {
        defaultPerPage: 12,
        fixed: { userId: request.params.id },
      });
    },
  );
};
