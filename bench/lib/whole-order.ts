import { randomUUID } from 'node:crypto';
import {
  BOWLS,
  CHIPS,
  CONTACT,
  httpCall,
  type HttpShopper,
  type Slot,
} from '../../apps/server/test/http-shopper';

/**
 * One whole order of the order benchmarks, as a customer places it: create (pickup at `slot`),
 * two items, a promotion, submit with the customer's sandbox card. Rejects on the first step not
 * answered as expected, naming the step, its status and the start of its body.
 */
export async function placeWholeOrder(
  origin: string,
  customer: HttpShopper,
  slot: Slot,
): Promise<void> {
  const call = async (
    step: string,
    wanted: number,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => {
    const answer = await httpCall(origin, customer.cookie, method, path, body, headers);
    if (answer.status !== wanted)
      throw new Error(`${step} ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
    return answer;
  };
  const created = await call('create', 201, 'POST', '/api/v1/order', {
    orderType: 'pickup',
    ...slot,
    eventType: 'LUNCH',
  });
  const id = String(created.json.id);
  for (const item of [BOWLS, CHIPS])
    await call('item', 200, 'POST', `/api/v1/order/${id}/item`, item);
  await call('promotion', 200, 'POST', `/api/v1/order/${id}/promotions/CATER15`);
  const body = { payment: customer.payment, customer: CONTACT, fraudSessionId: `bench-${id}` };
  await call('submit', 200, 'PUT', `/api/v1/order/${id}/submit`, body, {
    'idempotency-key': randomUUID(),
  });
}

/**
 * The environment of a server the order benchmarks load: npm start's own (`startEnv`), a seeded
 * SQLite file, pickup slots `windowDays` ahead, and write limits a few customers placing orders
 * flat out from one address never reach (still counted, so the figures pay for the counters).
 */
export function orderServerEnv(
  startEnv: Record<string, string>,
  databaseFile: string,
  windowDays: number,
): Record<string, string> {
  return {
    ...startEnv,
    DATABASE_URL: databaseFile,
    SEED_DEMO_DATA: 'true',
    ORDERING_WINDOW_DAYS: String(windowDays),
    SESSION_WRITES_PER_MINUTE: '10000000',
    ADDRESS_WRITES_PER_MINUTE: '10000000',
  };
}
