import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import {
  call,
  DELIVERY,
  startFullUser,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../../test/order.helpers';
import { HQ_ADDRESS, publicHashOf, saveAddress } from './account.test-helpers';

const SAVED_HQ = { ...HQ_ADDRESS, phone: '2125550100' };
const nthAddress = (n: number) => ({
  address1: `${n} Main St`,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
});

describe.each(dialects)('/api/v1/customer/delivery on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  test('POST keeps every field of the address, contact included, and GET lists it (ACC-ADDR-1, ACC-ADDR-2)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const saved = await saveAddress(t, grace);
    expect(saved).toEqual({ ...SAVED_HQ, addressId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const listed = await call(t, grace, 'GET', '/customer/delivery');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([saved]);
    expect(listed.headers['x-account-hash']).toBe(await publicHashOf(t, grace.customerId));
  });

  test('an address saved without a name or contact is the OFFICE, with empty contact fields', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const saved = await saveAddress(t, grace, {
      ...nthAddress(1),
      country: 'CA',
      state: 'ON',
      postalCode: 'k1a0b1',
    });
    expect(saved).toMatchObject({
      addressName: 'OFFICE',
      postalCode: 'K1A 0B1',
      company: '',
      phone: '',
      extension: '',
    });
    expect(saved).not.toHaveProperty('latitude');
  });

  test('a sixth address is refused with 409 ADR-0409; deleting one makes room (ACC-ADDR-3)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const first = await saveAddress(t, grace, nthAddress(1));
    for (const n of [2, 3, 4, 5]) {
      t.clock.now += 1000;
      await saveAddress(t, grace, nthAddress(n));
    }
    const sixth = await call(t, grace, 'POST', '/customer/delivery', { body: nthAddress(6) });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      errorCode: 'ADR-0409',
      message: 'You can save up to 5 delivery addresses.',
    });
    const left = await call(t, grace, 'DELETE', `/customer/delivery/${first.addressId}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().map((a: { address1: string }) => a.address1)).toEqual([
      '2 Main St',
      '3 Main St',
      '4 Main St',
      '5 Main St',
    ]);
    await saveAddress(t, grace, nthAddress(6));
    expect((await call(t, grace, 'GET', '/customer/delivery')).json()).toHaveLength(5);
  });

  test('requests racing for the fifth place save one address, never a sixth (ACC-ADDR-3)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    for (const n of [1, 2, 3, 4]) await saveAddress(t, grace, nthAddress(n));
    const racing = await Promise.all(
      [5, 6, 7, 8].map((n) =>
        call(t, grace, 'POST', '/customer/delivery', { body: nthAddress(n) }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.database.db
      .selectFrom('saved_addresses')
      .select('address_id')
      .where('customer_id', '=', grace.customerId)
      .execute();
    expect(rows).toHaveLength(5);
  });

  test('PUT replaces the address as a whole: a field left out is emptied (ACC-ADDR-4)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const saved = await saveAddress(t, grace);
    const change = {
      addressId: saved.addressId,
      ...nthAddress(9),
      company: 'Other Co',
      addressName: 'HOME',
    };
    const response = await call(t, grace, 'PUT', '/customer/delivery', { body: change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...change,
      firstName: '',
      instructions: '',
      address2: '',
    });
    expect(response.json()).not.toHaveProperty('latitude');
    expect((await call(t, grace, 'GET', '/customer/delivery')).json()).toEqual([response.json()]);
  });

  test("no customer reads, changes or deletes another's addresses: 404 ADR-0404 (ACC-ROLE-3, ACC-ADDR-4)", async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const ada = await startFullUser(t);
    const graces = await saveAddress(t, grace);
    expect((await call(t, ada, 'GET', '/customer/delivery')).json()).toEqual([]);
    const put = await call(t, ada, 'PUT', '/customer/delivery', {
      body: { ...nthAddress(1), addressId: graces.addressId },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().errorCode).toBe('ADR-0404');
    const deleted = await call(t, ada, 'DELETE', `/customer/delivery/${graces.addressId}`);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().errorCode).toBe('ADR-0404');
    expect((await call(t, grace, 'GET', '/customer/delivery')).json()).toEqual([graces]);
  });

  test('guests get 403 AUTH-0403 from every address call and save nothing (ACC-ROLE-3)', async () => {
    t = await startOrderApp(dialect);
    const guest = await startShopper(t);
    for (const [method, path] of [
      ['GET', '/customer/delivery'],
      ['POST', '/customer/delivery'],
      ['PUT', '/customer/delivery'],
      ['DELETE', '/customer/delivery/any'],
    ] as const) {
      const response = await call(t, guest, method, path, {
        body: { ...HQ_ADDRESS, addressId: 'any' },
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().errorCode).toBe('AUTH-0403');
    }
    expect(await t.database.db.selectFrom('saved_addresses').selectAll().execute()).toEqual([]);
  });

  test('a saved address is a delivery address the intake takes (ACC-ADDR-2)', async () => {
    t = await startOrderApp(dialect);
    const grace = await startFullUser(t);
    const saved = await saveAddress(t, grace);
    const response = await call(t, grace, 'POST', '/order', {
      body: { ...DELIVERY, deliveryAddress: saved },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().orderDetail.deliveryInfo.deliveryAddress).toMatchObject({
      address1: saved.address1,
      company: 'Acme Events',
      extension: '204',
    });
  });
});
