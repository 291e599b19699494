import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  SERVER_PROCESS_KEY,
  startServerProcess,
  type ServerProcess,
} from '../../../test/server-process';

// The production bundle reads the postal-code table from the file written beside it at build time
// instead of the zipcodes package (build.mjs): the same answers must come out of it.
let server: ServerProcess;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-geocode-bundle-'));
  server = await startServerProcess({ DATABASE_URL: path.join(dir, 'db.sqlite') }, { built: true });
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  fs.rmSync(dir, { recursive: true, force: true });
});

const geocode = async (postalCode: string) => {
  const response = await fetch(
    `${server.origin}/api/v1/geocode?postalCode=${encodeURIComponent(postalCode)}`,
    { headers: { 'x-subscription-key': SERVER_PROCESS_KEY } },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

test('the bundle geocodes US and Canadian codes from the table beside it', async () => {
  expect(await geocode('10017')).toMatchObject({
    status: 200,
    body: { postalCode: '10017', city: 'New York', state: 'NY', country: 'US' },
  });
  expect(await geocode('M5V 3K2')).toMatchObject({
    status: 200,
    body: { postalCode: 'M5V', state: 'Ontario', country: 'CA' },
  });
  expect((await geocode('00000')).status).toBe(404);
  const bundle = fs.readFileSync(path.join(__dirname, '../../../dist/main.mjs'), 'utf8');
  expect(bundle).not.toContain('Ketchikan');
});
