import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../../test/harness';

const CALLS: [method: string, path: string, ok: number][] = [
  ['post', '/api/v1/customerauth/register', 403],
  ['post', '/api/v1/customerauth/login', 200],
  ['post', '/api/v1/customerauth/upgrade', 403],
  ['get', '/api/v1/customerauth/logout', 200],
  ['put', '/api/v1/customerauth/changepassword', 200],
  ['post', '/api/v1/customerauth/verify/initialize', 200],
  ['post', '/api/v1/customerauth/verify/finalize', 200],
];

describe.each(dialects)('the auth calls in the OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('each is listed under Auth with a summary, its body and its answers', async () => {
    t = await startTestApp(dialect);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [method, path, ok] of CALLS) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['Auth']);
      expect(operation.summary.length).toBeGreaterThan(20);
      expect(operation.responses[String(ok)].content['application/json'].schema).toBeDefined();
      expect(operation.responses['400']).toBeDefined();
      if (method !== 'get') {
        expect(operation.requestBody.content['application/json'].schema.properties).toBeDefined();
      }
    }
    const finalize = doc.paths['/api/v1/customerauth/verify/finalize'].post;
    expect(
      finalize.responses['422'].content['application/json'].schema.properties.isFinalAttempt,
    ).toBeDefined();
    const initialize = doc.paths['/api/v1/customerauth/verify/initialize'].post;
    expect(
      initialize.responses['200'].content['application/json'].schema.properties.step.enum,
    ).toEqual(['PHONE_CONFIRMATION', 'PHONE_VERIFICATION', 'PASSWORD_VERIFICATION']);
    expect(doc.paths['/api/v1/customerauth/register'].post.responses['403'].description).toContain(
      'VER-0403',
    );
  });
});
