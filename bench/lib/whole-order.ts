import { randomUUID } from 'node:crypto';
import {
  BOWLS,
  CONTACT,
  httpCall,
  type HttpShopper,
  type Slot,
} from '../../apps/server/test/http-shopper';

const CHIPS = {
  menuId: 'CMG-4027',
  quantity: 2,
  subItems: [
    { menuId: 'guacamole', quantity: 1 },
    { menuId: 'queso', quantity: 1 },
  ],
};

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
