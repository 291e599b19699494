import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import {
  describeInitialJavaScript,
  HOME_INITIAL_JS_BUDGET_KB,
  KB,
  measureInitialJavaScript,
} from './lib/initial-javascript';
import { describeInitialModules, measureInitialModules } from './lib/initial-javascript-modules';

// The production build that `npm test` makes just before (or the one in WEB_DIST, as the server
// reads it).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');

test(`Home's initial JavaScript is at most ${HOME_INITIAL_JS_BUDGET_KB} KB gzip`, () => {
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`no web build in ${dist}: run npm run build first`);
  const measured = measureInitialJavaScript(dist);
  // What each dependency and app module costs: where to look when the budget is passed.
  const report = [
    ...describeInitialJavaScript(measured),
    '',
    ...describeInitialModules(measureInitialModules(dist, root)),
  ].join('\n');
  console.log(`${dist}\n${report}`);
  expect(measured.gzip, report).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET_KB * KB);
});
