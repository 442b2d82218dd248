import Ajv, { type ValidateFunction } from 'ajv';
import type { DataValidateFunction } from 'ajv/dist/types';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { PLAIN_TEXT_KEYWORD, textProblem, withPlainText } from './plain-text';
import { cached, onFirstCall } from './schema-compilers';

/** The plainText keyword: its error says which rule the text broke (errors.ts words it). */
const plainText: DataValidateFunction = (wanted: unknown, value: unknown) => {
  if (wanted !== true || typeof value !== 'string') return true;
  const problem = textProblem(value);
  if (problem === null) return true;
  plainText.errors = [{ keyword: PLAIN_TEXT_KEYWORD, params: { problem } }];
  return false;
};

/*
 * Two validators instead of Fastify's single default:
 * - bodies are JSON, so a wrong type is the client's mistake: no coercion ("123" is not an
 *   integer), and no removeAdditional (Fastify's default silently drops unknown fields; we
 *   answer 422 so a typo in a field name is noticed).
 * - query strings and params are text by nature: coerce to the declared type, apply defaults.
 */
function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    // TypeBox adds keywords Ajv's strict mode does not know (e.g. `kind` metadata is a symbol,
    // but Unsafe/description options are plain); strict mode would throw at route setup.
    strict: false,
  });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: PLAIN_TEXT_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate: plainText,
  });
  return ajv;
}

// One pair per process, and each schema compiled once in it (schema-compilers.ts says why).
let compilers: { body: Ajv; text: Ajv } | null = null;
const validators = new Map<string, ValidateFunction>();

function compilersOnce(): { body: Ajv; text: Ajv } {
  return (compilers ??= { body: makeAjv(false), text: makeAjv(true) });
}

/**
 * Compiles validators for text (query strings, path params) exactly as the routes' are, and
 * with the same cache: a schema a route also declares is compiled once.
 */
export function textValidatorCompiler(): (schema: object) => ValidateFunction {
  const ajv = compilersOnce();
  return (schema) =>
    cached(validators, `text${JSON.stringify(schema)}`, () =>
      ajv.text.compile(withPlainText(schema) as object),
    );
}

/** With `lazy` (test apps), each validator is compiled on its first request (schema-compilers.ts). */
export function installValidation(app: FastifyInstance, { lazy = false } = {}): void {
  const ajv = compilersOnce();
  app.setValidatorCompiler(({ schema, httpPart }): ValidateFunction => {
    const kind = httpPart === 'body' ? 'body' : 'text';
    const compile = () =>
      cached(validators, `${kind}${JSON.stringify(schema)}`, () =>
        ajv[kind].compile(withPlainText(schema) as FastifySchema & object),
      );
    return lazy ? (onFirstCall(compile) as ValidateFunction) : compile();
  });
}
