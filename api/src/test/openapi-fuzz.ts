/*
 * Request generators for the fuzz run over every operation of the OpenAPI document
 * (src/openapi-fuzz.test.ts, bounded, in CI; bench/fuzz-bench.ts, 10 000+ requests).
 *
 * Each operation's requests come from its own schemas: valid values first, then mutated the
 * way a probe mutates them (wrong types, missing and extra fields, Object.prototype names,
 * control characters and NUL, huge strings, SQL-looking text, path tricks, malformed JSON,
 * wrong content types, broken multipart). They go over real HTTP (node:http, so a path or query
 * is sent byte for byte as written: fetch's URL parser would resolve `%2e%2e` and re-encode
 * the query) to the app listening on loopback, and every answer is checked the same way.
 */
import http from 'node:http';
import fc from 'fast-check';
import { AGENT_SEEDS } from '../seed/catalog/developers-data';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/data';

// ---------------------------------------------------------------------------------------------
// The document

/** The part of JSON Schema the API's TypeBox schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `METHOD /path/{param}`, as failures and figures name it. */
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: { mediaType: string; schema: JsonSchema; required: boolean } | null;
  /** Declares a security requirement (a bearer token). */
  secured: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Every operation of an OpenAPI 3 document, as `app.swagger()` returns it. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(record(record(document).paths))) {
    for (const method of METHODS) {
      const op = record(record(item)[method]);
      if (Object.keys(op).length === 0) continue;
      const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((raw) => {
        const p = record(raw);
        return {
          name: String(p.name),
          in: String(p.in) as Parameter['in'],
          required: p.required === true,
          schema: record(p.schema) as JsonSchema,
        };
      });
      const content = record(record(op.requestBody).content);
      const [mediaType] = Object.keys(content);
      const body =
        mediaType === undefined
          ? null
          : {
              mediaType,
              schema: record(record(content[mediaType]).schema) as JsonSchema,
              required: record(op.requestBody).required === true,
            };
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Values

/** Names a plain object inherits: a map keyed by client text must not trip over them. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
] as const;

/** C0 controls with NUL, DEL, some C1 and the invisible / direction-changing ones. */
const CONTROL_CHARS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u200b',
  '\u202e',
];

const SQL_TEXT = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  '1; DROP TABLE users; --',
  "1' UNION SELECT null, null --",
  "'; select pg_sleep(0); --",
  '%',
  '%%',
  '_',
  '%_%',
  '\\',
  "\\'",
  "'",
  '$1',
  '$$',
  "E'\\x00'",
  '%00',
  '\u0000',
  ')',
  '(((',
];

const ODD_TEXT = [
  '',
  ' ',
  '\t',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '[]',
  '{}',
  '1e309',
  '-1',
  '0',
  '-0',
  '9007199254740993',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2F..%2F',
  '%2e%2e',
  '${7*7}',
  '{{7*7}}',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '😀',
  'Ω≈ç√',
  'ℌ𝔢𝔩𝔩𝔬',
  'é'.normalize('NFD'),
];

/** How many UTF-16 units a huge string has: small, ~64 KB, and both sides of 1 MB. */
const HUGE_LENGTHS = [4096, 65_536, 1024 * 1024 - 64, 1024 * 1024 + 1] as const;

const hugeString = fc
  .record({
    unit: fc.constantFrom('a', ' ', 'é', '\u0000', '😀', '%', '"'),
    length: fc.constantFrom(...HUGE_LENGTHS),
  })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)));

function insertAt(text: string, insert: string, at: number): string {
  const i = text.length === 0 ? 0 : at % (text.length + 1);
  return text.slice(0, i) + insert + text.slice(i);
}

/** NUL half the time: PostgreSQL refuses it in text, so it is the one most likely to 500. */
const controlChar = fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROL_CHARS));

/** A string that is valid but for one control character put somewhere in it. */
function withControlChar(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, controlChar, fc.nat())
    .map(([text, control, at]) => insertAt(text, control, at));
}

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 3, arbitrary: withControlChar(fc.string({ maxLength: 12 })) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
);

/** An object with an Object.prototype name as an own key (a literal would set the prototype). */
function objectWithKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  Object.defineProperty(object, key, { value, enumerable: true, writable: true });
  return object;
}

const prototypeObject = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.oneof(fc.integer(), fc.string(), fc.constant({})))
  .map(([key, value]) => objectWithKey(key, value));

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(1e308, -1, 0, 2 ** 53 + 2, -2147483649, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.constant({}),
  prototypeObject,
);

/** Values a plain string filter usually takes: ids, lists, ranges, words. */
const PLAUSIBLE_TEXT = [
  '1',
  '2',
  '3',
  '7',
  '1,2',
  '1,3,5',
  '0,1000000',
  '1000000,50000000',
  '100,',
  ',500',
  'Sale',
  'Rent',
  'Villa',
  'Condo',
  'Apartment',
  'long_term',
  'short_term',
  'true',
  'false',
];

export interface FuzzContext {
  /** The app's JSON body limit in bytes: bodies are made at it and one byte over. */
  bodyLimit: number;
  /** Valid images for upload routes (JPEG, PNG, WebP). */
  images: readonly Buffer[];
}

/**
 * Emails of accounts that exist (the demo catalog's agents), and one that does not. Not the
 * demo users': failed logins with their emails would get them throttled (per account, rate
 * limits off or not), and the client signs in as them again whenever a session ends.
 */
const KNOWN_EMAILS = [...AGENT_SEEDS.slice(0, 3).map((a) => a.email), 'nobody@example.com'];
const emailLike = fc.oneof(fc.constantFrom(...KNOWN_EMAILS), fc.emailAddress());

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

const phoneLike = fc.oneof(
  fc.constantFrom('+66 81 234 5678', '+66812345678', '+1 202 555 0143', '+44 20 7946 0958'),
  fc.stringMatching(/^\+66 8\d \d{3} \d{4}$/),
);

function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'email') return emailLike.filter(fits);
  if (schema.format === 'binary') return fc.constant('binary');
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fits);
  }
  // A free string whose name says what it holds gets that, so the handler's own parsing runs.
  if (/email/i.test(name)) return emailLike.filter(fits);
  if (/phone/i.test(name)) return phoneLike.filter(fits);
  const plausible = PLAUSIBLE_TEXT.filter(fits);
  const random = fc.string({ minLength: min, maxLength: max });
  return plausible.length > 0 ? fc.oneof(random, fc.constantFrom(...plausible)) : random;
}

/**
 * A value the schema accepts (as far as its keywords can be followed here). `name` is the
 * property's: a schema that leaves its value to the handler (`{}`) gets values its name
 * suggests, so the handler's own checks are reached.
 */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union !== undefined && union.length > 0)
    return fc.oneof(...union.map((branch) => validValue(branch, name)));
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema, name);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? min + 1_000_000;
      // Ids start at 1: low numbers find rows, the whole range finds none.
      const low = fc.integer({ min, max: Math.min(max, min + 40) });
      const any = typeOf(schema) === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max });
      return fc.oneof({ weight: 3, arbitrary: low }, { weight: 1, arbitrary: any });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, sub]) =>
        required.has(key)
          ? validValue(sub, key).map((v) => [key, v] as const)
          : fc.option(
              validValue(sub, key).map((v) => [key, v] as const),
              { nil: undefined },
            ),
      );
      return fc.tuple(...entries).map((pairs) => {
        const object: Record<string, unknown> = {};
        for (const pair of pairs) if (pair) object[pair[0]] = pair[1];
        // `password_confirmation` repeats `password`: the one rule across fields a valid
        // request must follow to get past validation.
        for (const key of Object.keys(object)) {
          const base = key.replace(/_confirmation$/, '');
          if (base !== key && base in object) object[key] = object[base];
        }
        return object;
      });
    }
    default:
      if (/email|phone/i.test(name)) return validString({}, name);
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** A value the schema should refuse, or a valid one with a control character in it. */
function badValue(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  if (type !== 'string' && type !== undefined) return fc.oneof(wrongType, nastyString);
  const valid = validValue(schema, name).map((v) => (typeof v === 'string' ? v : String(v)));
  return fc.oneof(
    { weight: 2, arbitrary: wrongType },
    { weight: 3, arbitrary: nastyString },
    { weight: 3, arbitrary: withControlChar(valid) },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

export type Role = 'admin' | 'broker' | 'developer' | 'buyer';
export const ROLES: readonly Role[] = ['admin', 'broker', 'developer', 'buyer'];

/** Who the request claims to be: nobody, a signed-in demo user, or a made-up header. */
export type Auth = { kind: 'none' } | { kind: 'role'; role: Role } | { kind: 'raw'; value: string };

const RAW_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer invalid',
  `Bearer ${'A'.repeat(43)}`,
  `Bearer ${'x'.repeat(4000)}`,
  'Bearer __proto__',
  'Bearer constructor',
  "Bearer ' OR 1=1 --",
  'Bearer %00',
  'Basic YWRtaW5AZXhhbXBsZS5jb206UGh1a2V0LWRlbW8tMjAyNA==',
  'Token abc',
  'bearer ',
];

export interface FuzzRequest {
  operation: string;
  method: string;
  /** Path and query, exactly as sent. */
  url: string;
  auth: Auth;
  contentType: string | null;
  body: Buffer | null;
  /** What was done to the request, for the report. */
  what: string[];
}

function authArbitrary(op: Operation): fc.Arbitrary<Auth> {
  const roles = fc.constantFrom(...ROLES).map((role): Auth => ({ kind: 'role', role }));
  const raw = fc.constantFrom(...RAW_AUTH).map((value): Auth => ({ kind: 'raw', value }));
  const none = fc.constant<Auth>({ kind: 'none' });
  // Protected operations mostly get a real token, so the fuzzing reaches past the auth check.
  return op.secured
    ? fc.oneof(
        { weight: 8, arbitrary: roles },
        { weight: 1, arbitrary: none },
        { weight: 1, arbitrary: raw },
      )
    : fc.oneof(
        { weight: 5, arbitrary: none },
        { weight: 3, arbitrary: roles },
        { weight: 1, arbitrary: raw },
      );
}

/** Percent-encodes every byte but the unreserved ones (a lone surrogate becomes U+FFFD). */
export function percentEncode(text: string): string {
  const wellFormed = text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  return encodeURIComponent(wellFormed).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Longest text put in a URL. Node's server refuses a request head over 16 KB (431) before the
 * app sees it, so longer text only tests Node; this leaves room to cross that line too.
 */
const URL_TEXT_MAX = 12_000;

/** Path segments already in wire form: traversal, odd numbers, broken escapes. */
const PATH_TRICKS = [
  '..',
  '.',
  '..%2F',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f',
  '%2E%2E%5C',
  '..%5c..%5c',
  '%2F',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%C0%AE%C0%AE',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%FF',
  '-1',
  '0',
  '-0',
  '1e309',
  '1e3',
  '1.5',
  '0x10',
  '+1',
  '%201',
  '1%20',
  '00000000001',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '%5B%5D',
  "1'%20OR%201=1--",
  '1;select%201',
  ...PROTOTYPE_KEYS,
  '9'.repeat(5000),
  'a'.repeat(10_000),
];

function pathValue(param: Parameter): fc.Arbitrary<{ text: string; bad: boolean }> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: validValue(param.schema).map((v) => ({
        text: percentEncode(String(v)),
        bad: false,
      })),
    },
    { weight: 2, arbitrary: fc.constantFrom(...PATH_TRICKS).map((text) => ({ text, bad: true })) },
    {
      weight: 1,
      arbitrary: nastyString.map((s) => ({
        text: percentEncode(s.slice(0, URL_TEXT_MAX)),
        bad: true,
      })),
    },
  );
}

/** Query values in wire form that percent-encoding cannot produce. */
const RAW_QUERY_VALUES = ['%', '%zz', '%00', '%2500', '%E0%A4%A', '%C0%AF', '+', '%2B', '&', '='];

const NUMBER_TEXT = [
  '1e309',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '%201',
  '+1',
  '00001',
  '1,2',
  '[1]',
];

function queryText(param: Parameter): fc.Arbitrary<{ text: string; bad: boolean }> {
  const type = typeOf(param.schema);
  const valid = validValue(param.schema, param.name).map((v) =>
    Array.isArray(v) ? v.join(',') : String(v),
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((text) => ({ text: percentEncode(text), bad: false })) },
    {
      weight: 2,
      arbitrary: withControlChar(valid).map((s) => ({ text: percentEncode(s), bad: true })),
    },
    {
      weight: 2,
      arbitrary: nastyString.map((s) => ({
        text: percentEncode(s.slice(0, URL_TEXT_MAX)),
        bad: true,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          ...RAW_QUERY_VALUES,
          ...(type === 'integer' || type === 'number' ? NUMBER_TEXT : []),
        )
        .map((text) => ({ text, bad: true })),
    },
  );
}

interface QueryPart {
  key: string;
  value: string | null;
  bad: boolean;
}

/** Query keys the operation does not declare: prototype names, nested brackets, odd forms. */
function extraQueryKey(declared: readonly string[]): fc.Arbitrary<string> {
  const proto = fc.constantFrom(...PROTOTYPE_KEYS);
  const choices: fc.Arbitrary<string>[] = [
    proto.map(percentEncode),
    proto.map((k) => `filter[${k}]`),
    proto.map((k) => `filter%5B${k}%5D`),
    fc.constantFrom('filter[title]', 'filter[]', 'filter', '[]', 'filter[title][x]', 'a[b][c][d]'),
    fc.constantFrom('%00', 'a%00b', '', '%', '__proto__[polluted]', 'constructor[prototype][x]'),
    fc.constant('k'.repeat(5000)),
  ];
  if (declared.length > 0) {
    const name = fc.constantFrom(...declared);
    // A repeated declared key turns its value into an array; a bracketed one nests it.
    choices.push(
      name,
      name.map((n) => `${n}[__proto__]`),
      name.map((n) => `${n}[]`),
    );
  }
  return fc.oneof(...choices);
}

function queryArbitrary(op: Operation): fc.Arbitrary<QueryPart[]> {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const chosen = fc
    .subarray(declared, { maxLength: Math.min(4, declared.length) })
    .chain((params) =>
      fc.tuple(
        ...params.map((p) =>
          queryText(p).map((v): QueryPart => ({ key: p.name, value: v.text, bad: v.bad })),
        ),
      ),
    );
  const extra = fc.array(
    fc
      .tuple(
        extraQueryKey(declared.map((p) => p.name)),
        fc.oneof(
          fc.constant<string | null>(null),
          fc.constantFrom('1', 'x', ''),
          nastyString.map((s) => percentEncode(s.slice(0, URL_TEXT_MAX))),
          fc.constantFrom(...RAW_QUERY_VALUES),
        ),
      )
      .map(([key, value]): QueryPart => ({ key, value, bad: true })),
    { maxLength: 3 },
  );
  return fc
    .tuple(
      chosen,
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 2, arbitrary: extra }),
    )
    .map(([a, b]) => [...a, ...b]);
}

interface BodyPart {
  contentType: string | null;
  body: Buffer | null;
  what: string;
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');

/** The object branch of a schema (itself, or the object member of a union), if any. */
function objectSchema(schema: JsonSchema): JsonSchema | null {
  if (typeOf(schema) === 'object') return schema;
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) {
    const found = objectSchema(branch);
    if (found) return found;
  }
  return null;
}

/** Paths (lists of keys) to every object schema inside `schema`, root first. */
function objectPaths(schema: JsonSchema, at: string[] = []): string[][] {
  const object = objectSchema(schema);
  if (!object) return [];
  const out = [at];
  for (const [key, sub] of Object.entries(object.properties ?? {})) {
    out.push(...objectPaths(sub, [...at, key]));
  }
  return out;
}

function schemaAt(schema: JsonSchema, path: readonly string[]): JsonSchema {
  let current = objectSchema(schema) ?? {};
  for (const key of path) current = objectSchema(current.properties?.[key] ?? {}) ?? {};
  return current;
}

type Mutation =
  | { kind: 'drop'; path: string[]; key: string }
  | { kind: 'set'; path: string[]; key: string; value: unknown }
  | { kind: 'extra'; path: string[]; key: string; value: unknown };

function mutationArbitrary(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const paths = objectPaths(schema);
  return fc
    .constantFrom(...(paths.length > 0 ? paths : [[]]))
    .chain((path): fc.Arbitrary<Mutation> => {
      const target = schemaAt(schema, path);
      const keys = Object.keys(target.properties ?? {});
      const extraKey = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
        { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'id',
            'role',
            'is_admin',
            'email_verified_at',
            '',
            '\u0000',
            'a.b',
            '$where',
          ),
        },
      );
      const extra = fc
        .tuple(extraKey, fc.oneof(wrongType, nastyString, fc.constant(1)))
        .map(([key, value]): Mutation => ({ kind: 'extra', path, key, value }));
      if (keys.length === 0) return extra;
      const key = fc.constantFrom(...keys);
      return fc.oneof(
        key.map((k): Mutation => ({ kind: 'drop', path, key: k })),
        key.chain((k) =>
          badValue(target.properties?.[k] ?? {}, k).map(
            (value): Mutation => ({ kind: 'set', path, key: k, value }),
          ),
        ),
        extra,
      );
    });
}

/** Applies mutations to a copy of `value`, which must be an object when the schema says so. */
function mutate(value: unknown, mutations: readonly Mutation[]): { value: unknown; what: string } {
  // A body whose valid form is not an object (null) gets its extra fields on a new one.
  const copy = (
    typeof value === 'object' && value !== null ? structuredClone(value) : {}
  ) as Record<string, unknown>;
  const what: string[] = [];
  for (const m of mutations) {
    let target: unknown = copy;
    for (const key of m.path) target = (target as Record<string, unknown> | undefined)?.[key];
    if (typeof target !== 'object' || target === null) continue;
    const object = target as Record<string, unknown>;
    const field = [...m.path, m.key].join('.');
    if (m.kind === 'drop') {
      delete object[m.key];
      what.push(`without ${field}`);
    } else {
      Object.defineProperty(object, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      what.push(`${m.kind === 'set' ? 'bad' : 'extra'} ${field}`);
    }
  }
  return { value: copy, what: what.join(', ') };
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"email":"a@example.com",}',
  "{'email':'a@example.com'}",
  '{"a":1}}',
  '{"a":1}{"b":2}',
  'NaN',
  'undefined',
  '{"a":NaN}',
  '{"a":01}',
  '{"a":"\\u00"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"__proto__":1,"__proto__":2}',
  '{"email":"a@example.com","email":"b@example.com"}',
  '[',
  '"unterminated',
  ' ',
  '\r\n',
  '{}garbage',
  '{"a":"\u0000"}',
];

const NON_OBJECT_JSON = ['null', '[]', '[{}]', '"text"', '0', '-1', 'true', '1e309', '[1,2]'];

/** A JSON object of exactly `size` bytes: `{"field":"aaa…"}`. */
function sizedObject(field: string, size: number): Buffer {
  const shell = Buffer.byteLength(JSON.stringify({ [field]: '' }));
  return Buffer.from(JSON.stringify({ [field]: 'a'.repeat(Math.max(0, size - shell)) }), 'utf8');
}

function deepJson(depth: number, kind: 'array' | 'object'): Buffer {
  return Buffer.from(
    kind === 'array'
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/octet-stream',
  'a/b/c',
  '*/*',
  'application/json, text/plain',
];

function jsonBodyArbitrary(schema: JsonSchema, ctx: FuzzContext): fc.Arbitrary<BodyPart> {
  const valid = validValue(schema);
  const firstString =
    Object.entries(schema.properties ?? {}).find(([, s]) => typeOf(s) === 'string')?.[0] ?? 'x';
  const asJson = (body: Buffer, what: string): BodyPart => ({
    contentType: 'application/json',
    body,
    what,
  });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => asJson(json(v), 'valid body')) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(valid, fc.array(mutationArbitrary(schema), { minLength: 1, maxLength: 3 }))
        .map(([v, ms]) => {
          const m = mutate(v, ms);
          return asJson(json(m.value), `body: ${m.what}`);
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...NON_OBJECT_JSON)
        .map((t) => asJson(Buffer.from(t), 'non-object JSON')),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON),
          fc.string({ unit: 'binary', maxLength: 40 }),
          fc.tuple(valid, fc.nat()).map(([v, at]) => {
            const text = JSON.stringify(v) ?? '';
            return text.slice(0, at % Math.max(1, text.length));
          }),
        )
        .map((t) => asJson(Buffer.from(t, 'utf8'), 'malformed JSON')),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(-1, 0, 1)
        .map((delta) =>
          asJson(
            sizedObject(firstString, ctx.bodyLimit + delta),
            `body at limit ${delta >= 0 ? '+' : ''}${delta}`,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(64, 5000, 100_000),
          fc.constantFrom('array' as const, 'object' as const),
        )
        .map(([depth, kind]) => asJson(deepJson(depth, kind), `JSON nested ${depth} deep`)),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constant<BodyPart>({ contentType: null, body: null, what: 'no body' }),
        fc.constant<BodyPart>({
          contentType: 'application/json',
          body: Buffer.alloc(0),
          what: 'empty JSON body',
        }),
      ),
    },
  );
}

function multipartBody(
  boundary: string,
  parts: readonly { headers: string[]; data: Buffer }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'));
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const MALICIOUS_FILES = [
  Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
  Buffer.alloc(0),
];

function multipartArbitrary(schema: JsonSchema, ctx: FuzzContext): fc.Arbitrary<BodyPart> {
  const fileFields = Object.entries(schema.properties ?? {})
    .filter(([, s]) => s.format === 'binary')
    .map(([name]) => name);
  const field = fc.constantFrom(...(fileFields.length > 0 ? fileFields : ['file']));
  const boundary = fc.constantFrom(
    '----fuzz7d91a0',
    'x',
    'b'.repeat(70),
    '----WebKitFormBoundary7MA4YWxkTrZu0gW',
  );
  const fileHeaders = (name: string, filename = 'photo.png', type = 'image/png') => [
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"`,
    `Content-Type: ${type}`,
  ];
  const fileBytes = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ctx.images) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)) },
    { weight: 2, arbitrary: fc.constantFrom(...MALICIOUS_FILES) },
  );
  const form = (
    what: string,
    make: (b: string, f: string, bytes: Buffer) => { body: Buffer; type?: string },
  ) =>
    fc.tuple(boundary, field, fileBytes).map(([b, f, bytes]): BodyPart => {
      const made = make(b, f, bytes);
      return {
        contentType: made.type ?? `multipart/form-data; boundary=${b}`,
        body: made.body,
        what,
      };
    });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: form('multipart file', (b, f, bytes) => ({
        body: multipartBody(b, [{ headers: fileHeaders(f), data: bytes }]),
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(boundary, field, fileBytes, fc.nat())
        .map(([b, f, bytes, at]): BodyPart => {
          const whole = multipartBody(b, [{ headers: fileHeaders(f), data: bytes }], false);
          return {
            contentType: `multipart/form-data; boundary=${b}`,
            body: whole.subarray(0, at % whole.length),
            what: 'multipart cut before its closing boundary',
          };
        }),
    },
    {
      weight: 3,
      arbitrary: form('multipart without boundary', (b, f, bytes) => ({
        body: multipartBody(b, [{ headers: fileHeaders(f), data: bytes }]),
        type: 'multipart/form-data',
      })),
    },
    {
      weight: 1,
      arbitrary: form('multipart with another boundary', (b, f, bytes) => ({
        body: multipartBody(b, [{ headers: fileHeaders(f), data: bytes }]),
        type: 'multipart/form-data; boundary=not-the-one',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          boundary,
          fc.oneof(
            fc.constantFrom(...PROTOTYPE_KEYS),
            fc.constantFrom('', 'files', 'file[]', 'avatar', '\u0000'),
          ),
          fileBytes,
        )
        .map(
          ([b, name, bytes]): BodyPart => ({
            contentType: `multipart/form-data; boundary=${b}`,
            body: multipartBody(b, [{ headers: fileHeaders(name), data: bytes }]),
            what: `multipart file under field "${name}"`,
          }),
        ),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(boundary, field, nastyString).map(
        ([b, f, text]): BodyPart => ({
          contentType: `multipart/form-data; boundary=${b}`,
          body: multipartBody(b, [
            {
              headers: [`Content-Disposition: form-data; name="${f}"`],
              data: Buffer.from(text.slice(0, 4000)),
            },
          ]),
          what: 'multipart text field instead of a file',
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: form('multipart with no parts', (b) => ({ body: Buffer.from(`--${b}--\r\n`) })),
    },
    {
      weight: 1,
      arbitrary: form('multipart with too many parts', (b, f, bytes) => ({
        body: multipartBody(b, [
          ...Array.from({ length: 10 }, (_, i) => ({
            headers: [`Content-Disposition: form-data; name="f${i}"`],
            data: Buffer.from('x'),
          })),
          { headers: fileHeaders(f), data: bytes },
          { headers: fileHeaders(f, 'second.png'), data: bytes },
        ]),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          boundary,
          fileBytes,
          fc.constantFrom<string[]>(
            [],
            ['Content-Type: image/png'],
            ['Content-Disposition: form-data; name="file"; filename="../../../etc/passwd"'],
            ['Content-Disposition: form-data; name="file"; filename="a\u0000.png"'],
            [
              'Content-Disposition: form-data; name="file"; filename="x.png"',
              'Content-Type: text/html',
            ],
            ['Content-Disposition: attachment; name="file"'],
            [
              'Content-Disposition: form-data; name="file"; filename="x.png"',
              `X-Long: ${'h'.repeat(100_000)}`,
            ],
            ['Content-Disposition: form-data; name="__proto__"; filename="constructor"'],
            ['garbage without a colon'],
          ),
        )
        .map(
          ([b, bytes, headers]): BodyPart => ({
            contentType: `multipart/form-data; boundary=${b}`,
            body: multipartBody(b, [{ headers, data: bytes }]),
            what: 'multipart part with odd headers',
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyPart>(
        {
          contentType: 'multipart/form-data; boundary=x',
          body: Buffer.alloc(0),
          what: 'empty multipart body',
        },
        { contentType: null, body: null, what: 'no body' },
        {
          contentType: 'application/json',
          body: Buffer.from('{"file":"x"}'),
          what: 'JSON instead of multipart',
        },
        {
          contentType: 'text/plain',
          body: Buffer.from('file=x'),
          what: 'text instead of multipart',
        },
      ),
    },
    {
      weight: 1,
      arbitrary: form('multipart file over 10 MB', (b, f) => ({
        body: multipartBody(b, [
          { headers: fileHeaders(f), data: Buffer.alloc(10 * 1024 * 1024 + 70 * 1024, 7) },
        ]),
      })),
    },
  );
}

/** A body for an operation that declares none: usually nothing, sometimes something. */
const strayBody: fc.Arbitrary<BodyPart> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<BodyPart>({ contentType: null, body: null, what: '' }) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('{}', '{"__proto__":{"x":1}}', '{', 'null'),
        fc.string({ maxLength: 20 }),
      )
      .map(
        (t): BodyPart => ({
          contentType: 'application/json',
          body: Buffer.from(t),
          what: 'stray JSON body',
        }),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), fc.string({ maxLength: 20 }))
      .map(
        ([type, t]): BodyPart => ({ contentType: type, body: Buffer.from(t), what: 'stray body' }),
      ),
  },
);

/** Requests for one operation: valid ones, and every kind of mutation of them. */
export function requestArbitrary(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const path = fc.tuple(...pathParams.map((p) => pathValue(p).map((v) => [p.name, v] as const)));
  let body: fc.Arbitrary<BodyPart> = strayBody;
  if (op.body?.mediaType.startsWith('multipart/')) body = multipartArbitrary(op.body.schema, ctx);
  else if (op.body) body = jsonBodyArbitrary(op.body.schema, ctx);
  const contentTypeSwap = fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | null>(null) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES) },
  );
  return fc
    .record({
      auth: authArbitrary(op),
      path,
      query: queryArbitrary(op),
      body,
      swap: contentTypeSwap,
      // Empty query pairs: `/x?`, `/x?&`, `/x?a=1&&`.
      trailer: fc.constantFrom('', '', '', '', '', '?', '?&', '?&&'),
    })
    .map(({ auth, path: params, query, body: b, swap, trailer }) => {
      let url = op.path;
      const what: string[] = [];
      for (const [name, v] of params) {
        url = url.replace(`{${name}}`, v.text);
        if (v.bad) what.push(`path ${name}=${excerpt(v.text, 40)}`);
      }
      if (query.length > 0) {
        url += `?${query.map((q) => (q.value === null ? q.key : `${q.key}=${q.value}`)).join('&')}`;
        const bad = query.filter((q) => q.bad).map((q) => excerpt(q.key, 40));
        if (bad.length > 0) what.push(`query ${bad.join(', ')}`);
      }
      url += query.length > 0 ? trailer.replace('?', '&') : trailer;
      if (b.what) what.push(b.what);
      let contentType = b.contentType;
      if (swap !== null && b.body !== null) {
        contentType = swap;
        what.push(`content-type ${swap}`);
      }
      if (auth.kind !== 'none')
        what.push(
          auth.kind === 'role' ? `as ${auth.role}` : `authorization ${excerpt(auth.value, 30)}`,
        );
      const request: FuzzRequest = {
        operation: op.id,
        method: op.method,
        url,
        auth,
        contentType,
        body: b.body,
        what,
      };
      return Object.defineProperty(request, fc.toStringMethod, {
        value: () => `${op.method} ${excerpt(url, 200)} (${what.join('; ') || 'valid'})`,
        enumerable: false,
      }) as FuzzRequest;
    });
}

// ---------------------------------------------------------------------------------------------
// Sending

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
  /** The x-request-id header; null when there was none. */
  requestId: string | null;
}

const LOGIN_PATH = '/api/login';

/**
 * Sends fuzz requests to a listening app and holds the demo users' tokens. One socket at a
 * time, kept alive: requests go one after another, as a single probing client sends them.
 */
export class FuzzClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly tokens = new Map<Role, string>();
  private readonly guarded = new WeakSet<object>();

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  static fromAddress(address: string): FuzzClient {
    const url = new URL(address);
    return new FuzzClient(url.hostname, Number(url.port));
  }

  /** Signs in the demo user of a role (README: the demo password) and keeps its token. */
  async signIn(role: Role): Promise<void> {
    const user = DEMO_USERS.find((u) => u.role === role);
    if (!user) throw new Error(`no demo user with role ${role}`);
    const answer = await this.raw(
      'POST',
      LOGIN_PATH,
      { 'content-type': 'application/json' },
      json({ email: user.email, password: DEMO_PASSWORD }),
    );
    const token = (JSON.parse(answer.body) as { token?: unknown }).token;
    if (answer.status !== 200 || typeof token !== 'string') {
      throw new Error(
        `login of ${user.email} failed: ${answer.status} ${excerpt(answer.body, 200)}`,
      );
    }
    this.tokens.set(role, token);
  }

  async signInAll(): Promise<void> {
    for (const role of ROLES) await this.signIn(role);
  }

  async send(request: FuzzRequest): Promise<FuzzAnswer> {
    const headers: Record<string, string> = {};
    if (request.contentType !== null) headers['content-type'] = request.contentType;
    const auth = request.auth;
    if (auth.kind === 'raw') headers.authorization = auth.value;
    if (auth.kind !== 'role') return this.raw(request.method, request.url, headers, request.body);
    const withToken = () => ({ ...headers, authorization: `Bearer ${this.tokens.get(auth.role)}` });
    const answer = await this.raw(request.method, request.url, withToken(), request.body);
    if (answer.status !== 401) return answer;
    // An earlier request ended the session (a logout, a password change): sign in again and
    // send this one once more, so the request is judged past the auth check as intended.
    await this.signIn(auth.role);
    return this.raw(request.method, request.url, withToken(), request.body);
  }

  /** One request, written as given; resolves with the whole answer. */
  async raw(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: Buffer | null,
  ): Promise<FuzzAnswer> {
    try {
      return await this.once(method, path, headers, body);
    } catch (err) {
      // A kept-alive socket the server closed after its last answer (Node's documented race):
      // the request never reached the server, so it is sent again on a new socket.
      if ((err as { retry?: boolean }).retry) return this.once(method, path, headers, body);
      throw err;
    }
  }

  private once(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: Buffer | null,
  ): Promise<FuzzAnswer> {
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: this.host,
        port: this.port,
        method,
        path,
        agent: this.agent,
        headers: body === null ? headers : { ...headers, 'content-length': String(body.length) },
      });
      let answered = false;
      req.on('socket', (socket) => {
        // After an early answer (413 mid-upload) the write fails on a socket the request has
        // let go of; without a listener of its own that error would end the process.
        if (!this.guarded.has(socket)) {
          this.guarded.add(socket);
          socket.on('error', () => undefined);
        }
      });
      req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            requestId:
              typeof res.headers['x-request-id'] === 'string' ? res.headers['x-request-id'] : null,
          }),
        );
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        // The server may answer (413) and close before the whole body is written: the answer
        // counts, the write error after it does not.
        if (answered) return;
        const stale = req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
        reject(Object.assign(err, { retry: stale }));
      });
      req.end(body ?? undefined);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Checking

/** Text that only a leak of internals would put in an answer. */
const INTERNAL_TEXT: readonly RegExp[] = [
  /is not a function/,
  /is not iterable/,
  /Cannot read propert/,
  /Cannot set propert/,
  /Cannot convert/,
  /undefined is not/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError):/,
  /"stack"\s*:/,
  /\bat \S+ \(?(?:\/|file:|node:)\S+:\d+:\d+\)?/,
  /(?:\/src\/|\/dist\/|node_modules)\S*\.(?:ts|js)\b/,
  /syntax error at or near/,
  /violates (?:not-null|unique|foreign key|check) constraint/,
  /invalid input syntax/,
  /invalid byte sequence/,
  /unterminated quoted/,
  /relation "[^"]+" does not exist/,
  /column "[^"]+" (?:does not exist|of relation)/,
  /duplicate key value/,
  /\bSQLSTATE\b/,
  /out of range for type/,
  /Failed query:/,
];

function decodedRequestText(request: FuzzRequest): string {
  let url = request.url;
  try {
    url = decodeURIComponent(url);
  } catch {
    // a broken escape: compare with the raw text
  }
  return `${url}\n${request.body?.toString('utf8') ?? ''}`;
}

/**
 * What is wrong with an answer, empty when nothing: no 5xx; an error is JSON `{message,
 * errors?, request_id}` with a string message, lists of strings and the answer's
 * `x-request-id`; no internal text that the request did not itself contain (an answer may
 * quote a field name the client sent).
 */
export function problemsWith(request: FuzzRequest, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500 || answer.status < 100) problems.push(`status ${answer.status}`);
  if (answer.status >= 400) {
    if (!/^application\/json\b/i.test(answer.contentType)) {
      problems.push(`error answer is "${answer.contentType}", not JSON`);
    } else if (request.method.toUpperCase() !== 'HEAD') {
      // A HEAD answer never has a body (RFC 9110): its type is all there is to check.
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.body);
      } catch {
        problems.push('error answer is not valid JSON');
      }
      const body = record(parsed);
      if (parsed !== undefined && typeof body.message !== 'string')
        problems.push('error answer has no string "message"');
      if (body.errors !== undefined) {
        const ok =
          typeof body.errors === 'object' &&
          body.errors !== null &&
          !Array.isArray(body.errors) &&
          Object.values(body.errors).every(
            (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
          );
        if (!ok) problems.push('"errors" is not an object of string lists');
      }
      if (
        parsed !== undefined &&
        (answer.requestId === null || body.request_id !== answer.requestId)
      )
        problems.push('error answer does not name its request (request_id = x-request-id)');
    }
  }
  const sent = decodedRequestText(request);
  for (const pattern of INTERNAL_TEXT) {
    const match = pattern.exec(answer.body);
    if (match && !sent.includes(match[0]))
      problems.push(`answer shows internal text "${match[0]}"`);
  }
  return problems;
}

// eslint-disable-next-line no-control-regex -- showing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Shortens text for a report, showing control characters as escapes. */
export function excerpt(text: string, max: number): string {
  const short = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return short.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The request and its answer as a failure shows them: method, url, headers, body excerpt. */
export function describeExchange(
  request: FuzzRequest,
  answer: FuzzAnswer | null,
  problems: readonly string[],
): string {
  const authorization =
    request.auth.kind === 'none'
      ? 'none'
      : request.auth.kind === 'role'
        ? `Bearer <token of the demo ${request.auth.role}>`
        : excerpt(request.auth.value, 60);
  const body =
    request.body === null
      ? '(none)'
      : `${request.body.length} bytes: ${excerpt(request.body.toString('utf8'), 300)}`;
  return [
    `${request.operation}: ${problems.join('; ')}`,
    `  request:  ${request.method} ${excerpt(request.url, 300)}`,
    `  authorization: ${authorization}`,
    `  content-type: ${request.contentType ?? '(none)'}`,
    `  body: ${body}`,
    `  mutations: ${request.what.join('; ') || 'none (valid request)'}`,
    `  answer:   ${answer ? `${answer.status} ${answer.contentType} ${excerpt(answer.body, 300)}` : '(none)'}`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Figures

/** Answers counted by operation and status. */
export class Tally {
  readonly byOperation = new Map<string, Map<number, number>>();
  total = 0;

  add(operation: string, status: number): void {
    const statuses = this.byOperation.get(operation) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.byOperation.set(operation, statuses);
    this.total++;
  }

  byStatus(): Map<number, number> {
    const out = new Map<number, number>();
    for (const statuses of this.byOperation.values()) {
      for (const [status, n] of statuses) out.set(status, (out.get(status) ?? 0) + n);
    }
    return new Map([...out].sort(([a], [b]) => a - b));
  }

  count(operation: string, test: (status: number) => boolean = () => true): number {
    let n = 0;
    for (const [status, count] of this.byOperation.get(operation) ?? [])
      if (test(status)) n += count;
    return n;
  }
}

/** A seed per operation from the run's seed, so each operation's requests replay alone. */
export function operationSeed(seed: number, operation: string): number {
  let hash = seed | 0;
  for (let i = 0; i < operation.length; i++)
    hash = Math.imul(hash ^ operation.charCodeAt(i), 16777619);
  return hash | 0;
}
