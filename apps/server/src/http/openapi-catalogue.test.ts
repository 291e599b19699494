import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../test/harness';

const CALLS: [method: string, path: string, request: 'body' | 'query' | 'params' | 'none'][] = [
  ['get', '/api/v1/menu/tiered', 'none'],
  ['get', '/api/v1/menu/tiered/{restaurantNumber}', 'params'],
  ['get', '/api/v1/menu/geocode', 'query'],
  ['post', '/api/v1/restaurant/search', 'body'],
  ['get', '/api/v1/restaurant/{restaurantNumber}/realhours', 'params'],
  ['post', '/api/v1/capacity', 'body'],
  ['post', '/api/v1/restaurant/delivery', 'body'],
  ['put', '/api/v1/delivery/quote', 'body'],
  ['get', '/api/v1/enum/eventtypes', 'none'],
  ['get', '/api/v1/popularbuild', 'query'],
  ['get', '/api/v1/geocode', 'query'],
  ['get', '/api/notices/{restaurantNumber}', 'params'],
];

describe.each(dialects)('the OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test.each(CALLS)(
    'lists %s %s with its request and response schemas',
    async (method, path, request) => {
      t = await startTestApp(dialect);
      const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags).toHaveLength(1);
      const ok = operation.responses['200'].content['application/json'].schema;
      expect(ok.type ?? ok.$ref).toBeDefined();
      expect(operation.responses['400']).toBeDefined();
      if (request === 'body') {
        expect(operation.requestBody.content['application/json'].schema.properties).toBeDefined();
      } else if (request !== 'none') {
        const where = request === 'query' ? 'query' : 'path';
        expect(operation.parameters.some((p: { in: string }) => p.in === where)).toBe(true);
      }
    },
  );
});
