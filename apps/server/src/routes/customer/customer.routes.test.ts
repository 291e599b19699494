import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  call,
  startFullUser,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';
import { detailsOf, publicHashOf } from './account.test-helpers';

describe.each(dialects)('/api/v1/customer on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test("GET /customer answers the customer's details with X-Account-Hash (ACC-PROFILE-1)", async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const response = await call(t, grace, 'GET', '/customer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: expect.stringMatching(/@example\.com$/),
      country: 'US',
      phoneNumber: expect.stringMatching(/^[2-9]\d{9}$/),
    });
    expect(response.json()).toEqual(await detailsOf(t, grace));
    expect(response.headers['x-account-hash']).toBe(await publicHashOf(t, grace.customerId));
  });

  test('a guest gets 403 AUTH-0403 and no account hash; no session is 401 AUTH-0002 (ACC-ROLE-3)', async () => {
    t = await startOrderApp(dialect);
    const guest = await startShopper(t);
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await call(t, guest, method, '/customer', { body: { country: 'CA' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('AUTH-0403');
      expect(refused.headers['x-account-hash']).toBeUndefined();
      const anonymous = await call(t, null, method, '/customer', { body: { country: 'CA' } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().errorCode).toBe('AUTH-0002');
    }
    const row = await t.database.db
      .selectFrom('customers')
      .select('country')
      .where('id', '=', guest.customerId)
      .executeTakeFirstOrThrow();
    expect(row.country).toBeNull();
  });

  test('PUT /customer with the country alone answers the update-country prompt (ACC-PROFILE-3)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    await t.database.db
      .updateTable('customers')
      .set({ country: null })
      .where('id', '=', grace.customerId)
      .execute();
    expect((await call(t, grace, 'GET', '/customer')).json().country).toBeNull();
    const response = await call(t, grace, 'PUT', '/customer', { body: { country: 'CA' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ country: 'CA', firstName: 'Grace' });
    expect(response.headers['x-account-hash']).toBe(await publicHashOf(t, grace.customerId));
    expect((await call(t, grace, 'GET', '/customer')).json().country).toBe('CA');
  });

  test('PUT /customer changes names and email (kept lower-case) of this customer only (ACC-PROFILE-2)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const ada = await startFullUser(t);
    const body = { firstName: ' Ada ', lastName: 'Byron', emailAddress: 'Ada.Byron@Example.com' };
    const response = await call(t, ada, 'PUT', '/customer', { body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      emailAddress: 'ada.byron@example.com',
    });
    const graces = await detailsOf(t, grace);
    expect(graces.firstName).toBe('Grace');
    expect((await call(t, grace, 'GET', '/customer')).json()).toEqual(graces);
  });

  test("PUT /customer refuses another account's email with 409 CAU-0220, whatever its case (ACC-PROFILE-4)", async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const ada = await startFullUser(t);
    const taken = (await detailsOf(t, grace)).emailAddress!.toUpperCase();
    const response = await call(t, ada, 'PUT', '/customer', {
      body: { firstName: 'Ada', emailAddress: taken },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'CAU-0220',
      validationErrors: [{ errorCode: 'CAU-0220', field: 'emailAddress' }],
    });
    expect((await call(t, ada, 'GET', '/customer')).json().firstName).toBe('Grace');
  });

  test("PUT /customer keeps the phone: the same number passes, a new one needs verification (VER-0409), another account's is CUS-0401 (ACC-PROFILE-4)", async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const ada = await startFullUser(t);
    const own = (await detailsOf(t, grace)).phoneNumber!;
    const masked = `(${own.slice(0, 3)}) ${own.slice(3, 6)}-${own.slice(6)}`;
    const same = await call(t, grace, 'PUT', '/customer', {
      body: { phoneNumber: masked, lastName: 'H.' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ phoneNumber: own, lastName: 'H.' });
    const fresh = await call(t, grace, 'PUT', '/customer', {
      body: { phoneNumber: '4155550100', lastName: 'X' },
    });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().errorCode).toBe('VER-0409');
    const adas = (await detailsOf(t, ada)).phoneNumber!;
    const taken = await call(t, grace, 'PUT', '/customer', { body: { phoneNumber: adas } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('CUS-0401');
    expect((await call(t, grace, 'GET', '/customer')).json()).toMatchObject({
      phoneNumber: own,
      lastName: 'H.',
    });
  });

  test('PUT /customer refuses bad details with 400 VAL-0001 naming the field (ACC-SIGNUP-2)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    for (const [body, field] of [
      [{}, ''],
      [{ firstName: '' }, 'firstName'],
      [{ country: 'MX' }, 'country'],
      [{ emailAddress: 'grace@com.com' }, 'emailAddress'],
      [{ lastName: 'x'.repeat(51) }, 'lastName'],
    ] as const) {
      const response = await call(t, grace, 'PUT', '/customer', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errorCode).toBe('VAL-0001');
      expect(response.json().validationErrors[0].field).toBe(field ? `body.${field}` : 'body');
    }
  });
});
