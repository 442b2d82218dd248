import fc from 'fast-check';
import {
  type FuzzAnswer,
  type FuzzRequest,
  operationsOf,
  percentEncode,
  problemsWith,
  requestArbitrary,
} from './openapi-fuzz';

// The fuzz run is only as strict as its checker: these pin what it must flag.

const request: FuzzRequest = {
  operation: 'POST /api/login',
  method: 'POST',
  url: '/api/login',
  auth: { kind: 'none' },
  contentType: 'application/json',
  body: Buffer.from('{"email":"a@example.com","password":"x","constructor":1}'),
  what: [],
};
const json = 'application/json; charset=utf-8';
const REQUEST_ID = '5b0c8a51-3f4e-4f60-9d4e-0d7c2a1b9e11';
/** An answer as the API sends it: an error body (an object, 4xx/5xx) names its request. */
const answer = (status: number, body: unknown, contentType = json): FuzzAnswer => ({
  status,
  contentType,
  requestId: REQUEST_ID,
  body:
    typeof body === 'string'
      ? body
      : JSON.stringify(status >= 400 ? { ...(body as object), request_id: REQUEST_ID } : body),
});

describe('fuzz answer checks', () => {
  it('accepts a 2xx, a 4xx JSON error with field errors, and a 429', () => {
    expect(problemsWith(request, answer(200, { token: 't' }))).toEqual([]);
    expect(
      problemsWith(request, answer(422, { message: 'No.', errors: { email: ['No.'] } })),
    ).toEqual([]);
    expect(problemsWith(request, answer(429, { message: 'Too many attempts.' }))).toEqual([]);
  });

  it('flags a 5xx, whatever its body', () => {
    expect(problemsWith(request, answer(500, { message: 'Internal server error' }))).toEqual([
      'status 500',
    ]);
    expect(problemsWith(request, answer(503, { message: 'Busy.' }))).toEqual(['status 503']);
  });

  it('flags an error that is not JSON with a string message and string-list errors', () => {
    expect(problemsWith(request, answer(404, '<h1>Not found</h1>', 'text/html'))).toEqual([
      'error answer is "text/html", not JSON',
    ]);
    expect(problemsWith(request, answer(400, '{"message":', json))).toEqual([
      'error answer is not valid JSON',
    ]);
    expect(problemsWith(request, answer(400, { error: 'Bad Request' }))).toEqual([
      'error answer has no string "message"',
    ]);
    expect(problemsWith(request, answer(422, { message: 'x', errors: { email: 'x' } }))).toEqual([
      '"errors" is not an object of string lists',
    ]);
  });

  it('flags an error whose body does not name its request as its x-request-id header does', () => {
    const unnamed = { ...answer(404, {}), body: JSON.stringify({ message: 'Not found.' }) };
    const other = { ...answer(401, { message: 'Unauthenticated.' }), requestId: 'another-id' };
    const named = 'error answer does not name its request (request_id = x-request-id)';
    expect(problemsWith(request, unnamed)).toEqual([named]);
    expect(problemsWith(request, other)).toEqual([named]);
  });

  it('flags internal text in any answer, unless the request itself sent it', () => {
    expect(
      problemsWith(request, answer(400, { message: 'list.includes is not a function' })),
    ).toEqual(['answer shows internal text "is not a function"']);
    expect(problemsWith(request, answer(200, { message: 'syntax error at or near "OR"' }))).toEqual(
      ['answer shows internal text "syntax error at or near"'],
    );
    expect(
      problemsWith(
        request,
        answer(400, { message: 'x', detail: '    at handler (/app/api/dist/auth/routes.js:10:5)' }),
      ),
    ).toHaveLength(2);
    // Echoing a field name the client sent is not a leak.
    const echo = { ...request, body: Buffer.from('{"violates unique constraint":1}') };
    expect(
      problemsWith(
        echo,
        answer(422, { message: 'The violates unique constraint field is not allowed.' }),
      ),
    ).toEqual([]);
  });
});

describe('fuzz request generation', () => {
  const document = {
    paths: {
      '/api/things/{id}': {
        get: {
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
            { name: 'filter[title]', in: 'query', schema: { type: 'string', maxLength: 100 } },
          ],
          security: [{ bearerAuth: [] }],
        },
      },
      '/api/things': {
        post: {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  properties: { name: { type: 'string', minLength: 1 } },
                  required: ['name'],
                },
              },
            },
          },
        },
      },
    },
  };

  it('reads every operation of a document with its parameters, body and security', () => {
    const operations = operationsOf(document);
    expect(operations.map((op) => [op.id, op.secured, op.body?.mediaType ?? null])).toEqual([
      ['GET /api/things/{id}', true, null],
      ['POST /api/things', false, 'application/json'],
    ]);
    expect(operations[0]?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:id',
      'query:filter[title]',
    ]);
  });

  it('makes requests for the operation that Node can send as written', () => {
    const [get, post] = operationsOf(document);
    const context = { bodyLimit: 1024, images: [Buffer.from('img')] };
    for (const op of [get, post]) {
      if (!op) throw new Error('operation missing');
      for (const r of fc.sample(requestArbitrary(op, context), { numRuns: 300, seed: 1 })) {
        expect(r.operation).toBe(op.id);
        expect(r.method).toBe(op.method);
        expect(r.url.startsWith('/api/things')).toBe(true);
        // Node refuses to send a path with a space, a control character or a non-Latin-1 char.
        expect(r.url).not.toMatch(/[^\u0021-\u00ff]/);
      }
    }
  });

  it('percent-encodes every byte but the unreserved ones, lone surrogates included', () => {
    expect(percentEncode("a b/'%\u0000é")).toBe('a%20b%2F%27%25%00%C3%A9');
    expect(percentEncode('\ud800')).toBe('%EF%BF%BD');
  });
});
