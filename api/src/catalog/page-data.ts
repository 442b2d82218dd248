import FindMyWay from 'find-my-way';
import type { ValidateFunction } from 'ajv';
import { HttpError } from '../http/errors';
import { onFirstCall } from '../http/schema-compilers';
import type { CatalogReads } from './catalog-reads';
import type { ReadEndpoint } from './read-endpoints';

type Compile = (schema: object) => ValidateFunction;

interface CompiledEndpoint {
  endpoint: ReadEndpoint;
  params: ValidateFunction | null;
  query: ValidateFunction | null;
}

/**
 * The answers a server-rendered page is built from, by the keys its route declares (the API
 * path and query its components would request, e.g. `/developers/7/listings?page=1&…`).
 * Each key is routed with Fastify's own router and validated with the routes' own schemas and
 * validator settings, then answered by the endpoint's read, all in one read scope: a
 * developer's page and its listings read the developer once. No HTTP round trip through the
 * app (`inject`) and no serialization to JSON and back.
 */
export class PageDataSource {
  private readonly router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: false });

  constructor(
    private readonly reads: CatalogReads,
    endpoints: readonly ReadEndpoint[],
    compile: Compile,
  ) {
    for (const endpoint of endpoints) {
      const { path, params, query } = endpoint.declaration;
      // Compiled on a page's first use: the routes compile the same schemas at a server's
      // start (and share the compiled function), and a test app renders few pages.
      const compiled: CompiledEndpoint = {
        endpoint,
        params: params ? onFirstCall(() => compile(params)) : null,
        query: query ? onFirstCall(() => compile(query)) : null,
      };
      this.router.on('GET', path, () => undefined, compiled);
    }
  }

  /**
   * The answers under their keys; null when any key is not a public read or its answer would
   * not be a 200 (unknown id, invalid query): the page is then rendered in the browser, which
   * shows the app's own screen for it.
   */
  async answers(keys: readonly string[]): Promise<Record<string, unknown> | null> {
    const scope = this.reads.scope();
    try {
      const values = await Promise.all(
        keys.map(async (key) => {
          const found = this.router.find('GET', key);
          const compiled = found?.store as CompiledEndpoint | undefined;
          if (!found || !compiled) throw new HttpError(404, 'Not found');
          // Ajv coerces and fills defaults in place, as it does for a request.
          const params: Record<string, unknown> = { ...found.params };
          const query: Record<string, unknown> = { ...found.searchParams };
          if (compiled.params && !compiled.params(params)) throw new HttpError(422, 'Invalid');
          if (compiled.query && !compiled.query(query)) throw new HttpError(422, 'Invalid');
          return compiled.endpoint.load(scope, params, query);
        }),
      );
      return Object.fromEntries(keys.map((key, i): [string, unknown] => [key, values[i]]));
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
  }
}
