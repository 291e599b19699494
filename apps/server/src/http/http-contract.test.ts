import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../test/harness';
import { REQUEST_ID } from './request-ids';

function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-web-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Test shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: '9.9.9-test' }));
  return dir;
}

describe.each(dialects)('the HTTP contract on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('an API request without the subscription key gets 401 with an errorCode', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/customerauth/getstarted' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errorCode: 'AUTH-0001',
      message: 'A valid subscription key is required.',
    });
  });

  test('a wrong subscription key gets 401 too', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: { 'x-subscription-key': 'wrong-key-of-same-size' },
    });
    expect(response.statusCode).toBe(401);
  });

  test('health answers 200 with the built web app version in X-UI-Version', async () => {
    t = await startTestApp(dialect, { WEB_DIST: webBuild() });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ui-version']).toBe('9.9.9-test');
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '9.9.9-test' });
  });

  test('echoes a given correlation id and generates one when absent, on every log line', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write: (chunk, _enc, done) => (lines.push(String(chunk)), done()),
    });
    t = await startTestApp(dialect, { LOG_LEVEL: 'info' }, { logStream });
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-correlation-id': 'abc-123' },
    });
    const generated = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(given.headers['x-correlation-id']).toBe('abc-123');
    expect(generated.headers['x-correlation-id']).toMatch(REQUEST_ID);
    const requestLines = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.req || entry.res);
    // One line a request (decision 270), with the request and the response.
    expect(requestLines).toHaveLength(2);
    const [line] = requestLines.filter((entry) => entry.correlationId === 'abc-123');
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/health' },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(requestLines.every((entry) => typeof entry.correlationId === 'string')).toBe(true);
  });

  test("logs the server's own request id beside the client's correlation id, and ignores a malformed one", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write: (chunk, _enc, done) => (lines.push(String(chunk)), done()),
    });
    t = await startTestApp(dialect, { LOG_LEVEL: 'info' }, { logStream });
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-correlation-id': 'abc-123' },
    });
    const serverId = given.headers['x-request-id'];
    expect(serverId).toMatch(REQUEST_ID);
    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req || entry.res);
    expect(
      entries.filter((e) => e.correlationId === 'abc-123' && e.requestId === serverId),
    ).toHaveLength(1);

    for (const bad of ['x'.repeat(129), 'has space', 'semi;colon', '<script>']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-correlation-id': bad },
      });
      expect(response.headers['x-correlation-id']).toBe(response.headers['x-request-id']);
      expect(lines.join('')).not.toContain(bad);
    }
  });

  test('an unknown API path is a JSON 404 with an error code', async () => {
    t = await startTestApp(dialect, { WEB_DIST: webBuild() });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: t.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'NF-0404' });
  });

  test("sends the build's precompressed copy to a browser that accepts it", async () => {
    const dist = webBuild();
    const script = 'console.log("a long enough script");'.repeat(100);
    fs.writeFileSync(path.join(dist, 'assets', 'big-777.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'big-777.js.br'), zlib.brotliCompressSync(script));
    t = await startTestApp(dialect, { WEB_DIST: dist });
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-777.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-777.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test('a file added to the build after start-up is served without a restart', async () => {
    const dist = webBuild();
    t = await startTestApp(dialect, { WEB_DIST: dist });
    fs.writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log(2)');
    const late = await t.app.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('console.log(2)');
  });

  test('deep links load the web app, hashed assets are cached for a year, missing files are 404', async () => {
    t = await startTestApp(dialect, { WEB_DIST: webBuild() });
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Test shell</title>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const deepLink = await t.app.inject({ method: 'GET', url: '/account/login?prevPath=%2F' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<title>Test shell</title>');
    expect(deepLink.headers['content-security-policy']).toContain("default-src 'self'");
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // A script carries the headers that apply to scripts, not the document policies.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-gone999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  test('an unexpected failure is a logged 500 whose body hides the internals', async () => {
    t = await startTestApp(dialect);
    t.app.get('/api/v1/explode', async () => {
      throw new Error('secret internal detail');
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/explode',
      headers: t.headers,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errorCode: 'GEN-0500',
      message: 'Something unexpected happened.',
    });
    expect(response.body).not.toContain('secret');
  });

  test('the OpenAPI document lists the calls with their schemas', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/customerauth/getstarted'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1/health'].get).toBeDefined();
  });
});
