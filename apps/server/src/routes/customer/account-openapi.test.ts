import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../../test/harness';

/** Every call of the account area, with what it takes and what it answers on success. */
const CALLS: [
  method: string,
  path: string,
  request: 'body' | 'path' | 'none',
  ok: '200' | '201',
][] = [
  ['get', '/api/v1/customer', 'none', '200'],
  ['put', '/api/v1/customer', 'body', '200'],
  ['get', '/api/v1/customer/delivery', 'none', '200'],
  ['post', '/api/v1/customer/delivery', 'body', '201'],
  ['put', '/api/v1/customer/delivery', 'body', '200'],
  ['delete', '/api/v1/customer/delivery/{addressId}', 'path', '200'],
  ['get', '/api/v1/transaction/provider/{id}', 'path', '200'],
  ['get', '/api/v1/transaction/wallet', 'none', '200'],
  ['post', '/api/v1/transaction/wallet', 'body', '201'],
  ['delete', '/api/v1/transaction/wallet/{tokenId}', 'path', '200'],
  ['get', '/api/v1/loyalty/points', 'none', '200'],
  ['get', '/api/v1/promotions', 'none', '200'],
];

describe.each(dialects)('the OpenAPI document of the account calls on %s', (dialect) => {
  let t: TestApp;
  // The document is JSON as the service answers it; the test reads it as such.
  type Operation = {
    tags: string[];
    summary: string;
    responses: Record<
      string,
      { content: { 'application/json': { schema: { type?: string; $ref?: string } } } }
    >;
    requestBody: { content: { 'application/json': { schema: { properties?: object } } } };
    parameters: { in: string }[];
  };
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await startTestApp(dialect);
    doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(async () => t?.close());

  test.each(CALLS)(
    'documents %s %s: tag, summary, request and response schemas',
    (method, path, request, ok) => {
      const operation = doc.paths[path]?.[method];
      if (!operation) throw new Error(`${method} ${path} is not in the document`);
      expect(operation.tags).toHaveLength(1);
      expect(operation.summary).toMatch(/\w{3}/);
      const answer = operation.responses[ok]!.content['application/json'].schema;
      expect(answer.type ?? answer.$ref).toBeDefined();
      for (const status of ['400', '401']) expect(operation.responses[status]).toBeDefined();
      if (request === 'body') {
        expect(operation.requestBody.content['application/json'].schema.properties).toBeDefined();
      } else if (request === 'path') {
        expect(operation.parameters.some((p) => p.in === 'path')).toBe(true);
      }
    },
  );
});
