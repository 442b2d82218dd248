import {
  endpoints,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@phuket/shared/contract';
import type { CatalogReadScope } from './catalog-reads';

/**
 * A public GET of the catalog: its contract declaration (path, schemas) and the read that
 * answers it. The routes are registered from these, and the server renderer answers a page's
 * data keys through them, so both validate the same way and call the same read.
 */
export interface ReadEndpoint {
  declaration: EndpointDeclaration & { method: 'GET'; access: 'public' };
  /** `params` and `query` have passed the declaration's validation. */
  load: (reads: CatalogReadScope, params: unknown, query: unknown) => Promise<unknown>;
  /**
   * `load` answers objects kept in a cache and never changed once stored: the route keeps the
   * body it serialized beside each one, so a hit sends that text instead of serializing again.
   */
  reuseBody?: true;
}

function read<E extends EndpointDeclaration & { method: 'GET'; access: 'public' }>(
  declaration: E,
  definition: {
    load: (
      reads: CatalogReadScope,
      params: EndpointParams<E>,
      query: EndpointQuery<E>,
    ) => Promise<EndpointResponse<E>>;
    reuseBody?: true;
  },
): ReadEndpoint {
  const { load, reuseBody } = definition;
  return {
    declaration,
    ...(reuseBody ? { reuseBody } : {}),
    // Both callers validate against the declaration's schemas first (Fastify, or the
    // page-data resolver with the same Ajv settings), so the values have these static types.
    load: (reads, p, q) => load(reads, p as EndpointParams<E>, q as EndpointQuery<E>),
  };
}

export const catalogReadEndpoints: readonly ReadEndpoint[] = [
  read(endpoints.getLocations, { load: (reads) => reads.locations() }),
  read(endpoints.getProperties, {
    load: (reads, _params, query) => reads.listings(query, { defaultPerPage: 12 }),
  }),
  read(endpoints.getProperty, {
    load: (reads, { id }, { currency }) => reads.property(id, currency ?? 'THB'),
  }),
  read(endpoints.getPropertyYield, {
    load: (reads, { id }, { currency }) => reads.rentalYield(id, currency ?? 'THB'),
  }),
  read(endpoints.getHomeListings, {
    load: async (reads, _params, query) => ({
      data: await reads.listings(query, { defaultPerPage: 6, order: 'new-projects' }),
    }),
  }),
  read(endpoints.getDevelopers, { load: (reads, _params, query) => reads.developers(query) }),
  read(endpoints.getDeveloper, { load: (reads, { id }) => reads.developer(id) }),
  read(endpoints.getDeveloperListings, {
    load: (reads, { id }, query) => reads.developerListings(id, query),
  }),
  read(endpoints.getProjects, {
    load: (reads, _params, query) => reads.projects(query),
    // The directory cache's pages: a hit costs no serialization.
    reuseBody: true,
  }),
  read(endpoints.getProject, {
    load: (reads, { id }, { currency }) => reads.project(id, currency ?? 'THB'),
  }),
  read(endpoints.getProjectListings, {
    load: (reads, { id }, query) => reads.projectListings(id, query),
  }),
  read(endpoints.getAgent, { load: (reads, { id }) => reads.agent(id) }),
  read(endpoints.getAgentListings, {
    load: (reads, { id }, query) => reads.agentListings(id, query),
  }),
];
