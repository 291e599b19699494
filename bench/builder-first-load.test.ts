import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { initialChunks } from './lib/initial-javascript';

// A builder's first load runs on a phone's main thread before the customer can choose anything:
// zod (25 KB gzip, and a long task to set up its classes) is for the forms of other screens and
// must not come with it. A domain module a builder imports that builds a zod schema brings it
// back; keep such schemas in the domain's wire/*.wire.ts files.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');

/** The chunk files a prerendered page loads at once: its scripts, preloads and early chunks. */
function firstLoadFiles(html: string): string[] {
  const early = [...html.matchAll(/data-chunks="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '').split(' ').filter(Boolean),
  );
  const files = new Set<string>();
  const visit = (url: string) => {
    const file = url.replace(/^\//, '');
    if (files.has(file)) return;
    files.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    // Static imports only: a dynamic import() loads later, on demand.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g))
      visit(`assets/${match[1]}`);
  };
  for (const url of [...initialChunks(html), ...early]) visit(url);
  return [...files];
}

/** The npm packages whose code a built file holds, from its source map. */
function packagesIn(file: string): Set<string> {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return new Set();
  const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return new Set(
    sources
      .map((source) => source.split('/node_modules/').at(1)?.split('/')[0])
      .filter((name): name is string => Boolean(name)),
  );
}

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
  const files = firstLoadFiles(html);
  expect(files.length).toBeGreaterThan(3);
  const withZod = files.filter((file) => packagesIn(file).has('zod'));
  expect(withZod).toEqual([]);
});
