import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { hashToken } from '../../services/sessions.service';
import { dialects, sessionCookieOf, startTestApp, type TestApp } from '../../../test/harness';

describe.each(dialects)('GET /api/v1/customerauth/getstarted on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('creates a guest session in an HttpOnly SameSite=Lax cookie and stores only its hash', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: t.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isGuest: true,
      isLoggedIn: false,
      cateringEditOrderId: null,
    });
    expect(response.json().customerIdHash).toMatch(/^[0-9a-f]{32}$/);
    const cookie = response.cookies.find((c) => c.name === 'catering_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Buffer.from(cookie!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(cookie!.value));
    expect(rows[0]!.token_hash).not.toContain(cookie!.value);
  });

  test('new guest sessions are limited per client address; calls with a cookie are not counted', async () => {
    t = await startTestApp(dialect, { NEW_SESSIONS_PER_MINUTE: '3' });
    const getStarted = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/customerauth/getstarted',
        headers: cookie ? { ...t.headers, cookie } : t.headers,
      });
    const first = await getStarted();
    const cookie = sessionCookieOf(first);
    const statuses = [first.statusCode];
    for (let i = 0; i < 3; i += 1) statuses.push((await getStarted()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await getStarted();
    expect(limited.json()).toMatchObject({ errorCode: 'GEN-0429' });
    // The limit stops the fourth new guest, not customers who already have a session.
    expect((await getStarted(cookie)).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(
      3,
    );
  });

  test('resumes the same session when the cookie comes back', async () => {
    t = await startTestApp(dialect);
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: t.headers,
    });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted?includeCustomerInfo=true',
      headers: { ...t.headers, cookie: sessionCookieOf(first) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().customerIdHash).toBe(first.json().customerIdHash);
    expect(second.cookies).toHaveLength(0);
  });

  test('a session survives a restart of the server because it lives in the database', async () => {
    t = await startTestApp(dialect);
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: t.headers,
    });
    await t.app.close();
    const reopened = openDatabase(t.config.DATABASE_URL);
    const restarted = await buildApp(t.config, { database: reopened });
    const again = await restarted.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: { ...t.headers, cookie: sessionCookieOf(first) },
    });
    await restarted.close();
    await reopened.destroy();
    expect(again.statusCode).toBe(200);
    expect(again.json().customerIdHash).toBe(first.json().customerIdHash);
  });

  test('an unknown token answers 401 with X-Invalid-Token and clears the cookie', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: { ...t.headers, cookie: 'catering_session=not-a-real-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-invalid-token']).toBe('true');
    expect(response.json()).toMatchObject({ errorCode: 'AUTH-0401' });
    expect(response.cookies.find((c) => c.name === 'catering_session')?.value).toBe('');
  });

  test('an idle session expires and answers 401 with X-Invalid-Token', async () => {
    t = await startTestApp(dialect, { SESSION_IDLE_HOURS: '1' });
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: t.headers,
    });
    const twoHoursAgo = Date.now() - 2 * 3600_000;
    await t.database.db.updateTable('sessions').set({ last_seen_at: twoHoursAgo }).execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: { ...t.headers, cookie: sessionCookieOf(first) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-invalid-token']).toBe('true');
  });

  test('a session past its absolute expiry answers 401 even when recently used', async () => {
    t = await startTestApp(dialect);
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: t.headers,
    });
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted',
      headers: { ...t.headers, cookie: sessionCookieOf(first) },
    });
    expect(response.statusCode).toBe(401);
  });

  test('a bad includeCustomerInfo value is a 400 with validation errors', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customerauth/getstarted?includeCustomerInfo=maybe',
      headers: t.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VAL-0001');
    expect(response.json().validationErrors[0].field).toContain('includeCustomerInfo');
  });
});
