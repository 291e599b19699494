import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

// Write calls count against the write limits of their session and address (SESSION_ and
// ADDRESS_WRITES_PER_MINUTE) and can be refused with 429; a client reading the OpenAPI document
// must learn that from it. The document does not depend on the database: SQLite only.

const LIMITED_FOLDERS = [
  '/api/v1/order',
  '/api/v1/customer/delivery',
  '/api/v1/transaction/wallet',
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('sqlite');
});
afterAll(async () => t?.close());

test('every write call of the order area, saved addresses and wallet documents its 429', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  const writes = Object.entries(doc.paths)
    .filter(([path]) => LIMITED_FOLDERS.some((folder) => path.startsWith(folder)))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'get' && method !== 'head')
        .map(([method, operation]) => ({ call: `${method} ${path}`, operation })),
    );
  expect(writes.length).toBeGreaterThan(15);
  const undocumented = writes.filter(({ operation }) => !operation.responses['429']);
  expect(undocumented.map(({ call }) => call)).toEqual([]);
});

test('reads of the order area are not limited and do not claim a 429', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  expect(doc.paths['/api/v1/order/cart'].get.responses['429']).toBeUndefined();
});
