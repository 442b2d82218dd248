import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Compiled functions by the schema's JSON text: a route table compiles a few hundred schemas,
 * about 0.75 s of each app's start (validators 0.5 s, serializers 0.25 s; 2026-11-30). A server
 * builds one app, so this changes nothing there; the API tests build one or more per test file,
 * in a few long-lived workers, and reuse what an earlier file compiled. Keyed by text, not by
 * object: routes build their schema objects afresh in each app. Compiled validators and
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

/** Fastify's `schemaController` option: serializers compiled once per process. */
export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildSerializer },
};
