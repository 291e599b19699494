import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { firstLoadFiles, packagesIn } from './lib/first-load';

// A builder's first load runs on a phone's main thread before the customer can choose anything:
// zod (25 KB gzip, and a long task to set up its classes) is for the forms of other screens and
// must not come with it. A domain module a builder imports that builds a zod schema brings it
// back; keep such schemas in the domain's wire/*.wire.ts files.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');

const builders = fs.existsSync(path.join(dist, 'builder'))
  ? fs.readdirSync(path.join(dist, 'builder')).filter((name) => name.endsWith('.html'))
  : [];

test('the build has the builders prerendered', () => {
  expect(builders.sort()).toEqual([
    'buildyourown.html',
    'burritosbythebox.html',
    'chipsandsalsa.html',
  ]);
});

test.each(builders)('%s loads no zod on its first load', (page) => {
  const html = fs.readFileSync(path.join(dist, 'builder', page), 'utf8');
  const files = firstLoadFiles(dist, html);
  expect(files.length).toBeGreaterThan(3);
  const withZod = files.filter((file) => packagesIn(dist, file).has('zod'));
  expect(withZod).toEqual([]);
});
