import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Compiled functions by the schema's JSON text: a route table compiles a few hundred schemas,
 * about 0.75 s of each app's start (validators 0.5 s, serializers 0.25 s; 2026-11-30). A server
 * builds one app, so this changes nothing there; a test file that builds several apps (two
 * processes on one database, changed settings) compiles each schema once. Keyed by text, not
 * by object: routes build their schema objects afresh in each app. Compiled validators and
 * serializers keep no state between calls but ajv's `errors`, read right after each call.
 */
export function cached<T>(cache: Map<string, T>, key: string, compile: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const made = compile();
  cache.set(key, made);
  return made;
}

type SerializerFactory = ReturnType<typeof SerializerSelector>;

const serializers = new Map<string, ReturnType<ReturnType<SerializerFactory>>>();
const defaultSerializers = SerializerSelector();

/**
 * Fastify's own response serializer factory (fast-json-stringify, the version Fastify pins),
 * with its output kept per schema, external schemas and options.
 */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = defaultSerializers(externalSchemas, options);
  const context = JSON.stringify([externalSchemas, options]);
  return (route) =>
    cached(serializers, `${context}${JSON.stringify(route.schema)}`, () => compile(route));
};

/**
 * Compiles on the first call instead of at once. An app compiles every route's schemas when it
 * is readied (about 1.3 s of CPU for the whole route table; 2026-12-01), but an API test file
 * builds its app afresh (Jest gives each file its own modules, so the caches above do not
 * outlive it) and calls a handful of routes: the test app compiles only those. A server keeps
 * compiling everything at start, so a schema ajv or fast-json-stringify cannot compile stops
 * the boot, not a request; the OpenAPI fuzz test, which calls every operation, builds an
 * eager app too. `errors` is copied over because Fastify reads it from the function it was
 * given.
 */
export function onFirstCall<F extends (data: never) => unknown>(
  compile: () => F,
): F & { errors?: unknown } {
  let compiled: (F & { errors?: unknown }) | null = null;
  const call = ((data: never) => {
    compiled ??= compile() as F & { errors?: unknown };
    const result = compiled(data);
    call.errors = compiled.errors;
    return result;
  }) as F & { errors?: unknown };
  return call;
}

const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const build = buildSerializer(externalSchemas, options);
  return (route) => onFirstCall(() => build(route));
};

/**
 * Fastify's `schemaController` option: serializers compiled once per process, and with `lazy`
 * (test apps) only when a route first answers.
 */
export function schemaControllerFor(
  lazy: boolean,
): NonNullable<FastifyServerOptions['schemaController']> {
  return { compilersFactory: { buildSerializer: lazy ? lazySerializers : buildSerializer } };
}
