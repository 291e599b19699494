import { afterEach, describe, expect, test, vi } from 'vitest';
import { dialects } from '../../test/harness';
import {
  call,
  startFullUser,
  startOrderApp,
  startShopper,
  type OrderTestApp,
} from '../../test/order.helpers';
import { requireSessionFor, type SessionAccess } from './session-scope';

describe.each(dialects)('session scopes on %s', (dialect) => {
  let t: OrderTestApp;
  afterEach(async () => t?.close());

  /** An app with one probe route per access level, registered as route folders do. */
  async function startWithProbes() {
    t = await startOrderApp(dialect);
    for (const access of ['session', 'fullUser'] satisfies SessionAccess[]) {
      await t.app.register(
        async (scope) => {
          requireSessionFor(scope, access);
          scope.get(`/probe/${access}`, async (request) => ({
            customerId: request.actor.customerId,
            isGuest: request.actor.isGuest,
          }));
        },
        { prefix: '/api/v1' },
      );
    }
    return t;
  }

  test('no cookie is a 401 AUTH-0002; an unknown one a 401 with X-Invalid-Token that clears it', async () => {
    await startWithProbes();
    const none = await call(t, null, 'GET', '/probe/session');
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('AUTH-0002');
    const stale = await call(
      t,
      { cookie: 'catering_session=nope', customerId: '' },
      'GET',
      '/probe/session',
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errorCode).toBe('AUTH-0401');
    expect(stale.headers['x-invalid-token']).toBe('true');
    expect(stale.cookies.find((c) => c.name === 'catering_session')?.value).toBe('');
  });

  test('a guest passes a session scope and gets 403 AUTH-0403 from a full-user scope', async () => {
    await startWithProbes();
    const guest = await startShopper(t);
    const passed = await call(t, guest, 'GET', '/probe/session');
    expect(passed.json()).toEqual({ customerId: guest.customerId, isGuest: true });
    const refused = await call(t, guest, 'GET', '/probe/fullUser');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('AUTH-0403');
  });

  test('a full user passes both scopes as themselves', async () => {
    await startWithProbes();
    const user = await startFullUser(t);
    for (const access of ['session', 'fullUser']) {
      const response = await call(t, user, 'GET', `/probe/${access}`);
      expect(response.json()).toEqual({ customerId: user.customerId, isGuest: false });
    }
  });

  test('an order call resolves its session once', async () => {
    t = await startOrderApp(dialect);
    const guest = await startShopper(t);
    const resume = vi.spyOn(t.app.services.sessions, 'resume');
    const response = await call(t, guest, 'GET', '/order/cart');
    expect(response.statusCode).toBe(404);
    expect(resume).toHaveBeenCalledTimes(1);
  });
});
