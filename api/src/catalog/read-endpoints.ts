import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RentalYieldEstimate } from '@phuket/shared/contract';
import { errorResponses, Paginated } from '../http/schemas';
import type { CatalogReadScope } from './catalog-reads';
import {
  AgentProfile,
  CurrencyQuery,
  DeveloperDetail,
  DeveloperSummary,
  DirectoryQuery,
  HomeListingsResponse,
  IdParams,
  ListingCardPage,
  ListingDetail,
  ListingListQuery,
  LocationList,
  ProjectDetail,
  ProjectsQuery,
  ProjectSummary,
} from './schemas';

/**
 * A public GET of the catalog: its URL under /api, its schemas, and the read that answers it.
 * The routes are registered from these, and the server renderer answers a page's data keys
 * through them, so both validate the same way and call the same read.
 */
export interface ReadEndpoint {
  url: string;
  schema: {
    tags: string[];
    summary: string;
    params?: TSchema;
    querystring?: TSchema;
    response: Record<number, TSchema>;
  };
  /** `params` and `query` have passed the schema's validation. */
  load(reads: CatalogReadScope, params: unknown, query: unknown): Promise<unknown>;
  /**
   * `load` answers objects kept in a cache and never changed once stored: the route keeps the
   * body it serialized beside each one, so a hit sends that text instead of serializing again.
   */
  reuseBody?: true;
}

function read<P extends TSchema, Q extends TSchema, R extends TSchema>(definition: {
  url: string;
  summary: string;
  params?: P;
  querystring?: Q;
  response: R;
  errors: number[];
  load: (reads: CatalogReadScope, params: Static<P>, query: Static<Q>) => Promise<Static<R>>;
  reuseBody?: true;
}): ReadEndpoint {
  const { url, summary, params, querystring, response, errors, load, reuseBody } = definition;
  return {
    url,
    ...(reuseBody ? { reuseBody } : {}),
    schema: {
      tags: ['catalog'],
      summary,
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      response: { 200: response, ...errorResponses(...errors) },
    },
    // Both callers validate against the schemas above first (Fastify, or the page-data
    // resolver with the same Ajv settings), so the values have these static types.
    load: (reads, p, q) => load(reads, p as Static<P>, q as Static<Q>),
  };
}

const OwnerListingsQuery = ListingListQuery(12);

export const catalogReadEndpoints: readonly ReadEndpoint[] = [
  read({
    url: '/locations',
    summary: 'All locations, by name',
    response: LocationList,
    errors: [],
    load: (reads) => reads.locations(),
  }),
  read({
    url: '/properties',
    summary: 'Search published listings',
    querystring: ListingListQuery(12),
    response: ListingCardPage,
    errors: [422],
    load: (reads, _params, query) => reads.listings(query, { defaultPerPage: 12 }),
  }),
  read({
    url: '/:id/property',
    summary: 'One published listing with everything the property page shows',
    params: IdParams,
    querystring: Type.Object(CurrencyQuery),
    response: ListingDetail,
    errors: [404, 422],
    load: (reads, { id }, { currency }) => reads.property(id, currency ?? 'THB'),
  }),
  read({
    url: '/:id/property/yield',
    summary:
      'Estimated rent and gross yield of a listing for sale, from comparable long-term rentals (median)',
    params: IdParams,
    querystring: Type.Object(CurrencyQuery),
    response: RentalYieldEstimate,
    errors: [404, 409, 422],
    load: (reads, { id }, { currency }) => reads.rentalYield(id, currency ?? 'THB'),
  }),
  read({
    url: '/get-listings',
    summary: 'Home page cards: newest off-plan and project listings first',
    querystring: ListingListQuery(6),
    // SPEC: the home page reads the card array at data.data of the response body.
    response: HomeListingsResponse,
    errors: [422],
    load: async (reads, _params, query) => ({
      data: await reads.listings(query, { defaultPerPage: 6, order: 'new-projects' }),
    }),
  }),
  read({
    url: '/developers',
    summary: 'Developers, by title',
    querystring: DirectoryQuery,
    response: Paginated(DeveloperSummary),
    errors: [422],
    load: (reads, _params, query) => reads.developers(query),
  }),
  read({
    url: '/developers/:id',
    summary: 'One developer with photos and projects',
    params: IdParams,
    response: DeveloperDetail,
    errors: [404, 422],
    load: (reads, { id }) => reads.developer(id),
  }),
  read({
    url: '/developers/:id/listings',
    summary: "A developer's published listings",
    params: IdParams,
    querystring: OwnerListingsQuery,
    response: ListingCardPage,
    errors: [404, 422],
    load: (reads, { id }, query) => reads.developerListings(id, query),
  }),
  read({
    url: '/projects',
    summary: 'Projects, by title or newest first',
    querystring: ProjectsQuery,
    response: Paginated(ProjectSummary),
    errors: [422],
    load: (reads, _params, query) => reads.projects(query),
    // The directory cache's pages: a hit costs no serialization.
    reuseBody: true,
  }),
  read({
    url: '/projects/:id',
    summary: 'One project with photos, layouts, units, amenities and brochure',
    params: IdParams,
    querystring: Type.Object(CurrencyQuery),
    response: ProjectDetail,
    errors: [404, 422],
    load: (reads, { id }, { currency }) => reads.project(id, currency ?? 'THB'),
  }),
  read({
    url: '/projects/:id/listings',
    summary: "A project's published listings",
    params: IdParams,
    querystring: OwnerListingsQuery,
    response: ListingCardPage,
    errors: [404, 422],
    load: (reads, { id }, query) => reads.projectListings(id, query),
  }),
  read({
    url: '/agents/:id',
    summary: 'Public profile of a broker or developer with a published listing',
    params: IdParams,
    response: AgentProfile,
    errors: [404, 422],
    load: (reads, { id }) => reads.agent(id),
  }),
  read({
    url: '/agents/:id/listings',
    summary: "An agent's published listings",
    params: IdParams,
    querystring: OwnerListingsQuery,
    response: ListingCardPage,
    errors: [404, 422],
    load: (reads, { id }, query) => reads.agentListings(id, query),
  }),
];
