import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../test/harness';

/** A web build as the prerendering build writes it: Home, builder shells and the bare shell. */
function prerenderedBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-web-prerendered-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const page = (title: string) => `<!doctype html><title>${title}</title><div id="root"></div>`;
  fs.mkdirSync(path.join(dir, 'builder'));
  fs.writeFileSync(path.join(dir, 'index.html'), page('Home, prerendered'));
  fs.writeFileSync(path.join(dir, 'shell.html'), page('Shell'));
  fs.writeFileSync(path.join(dir, 'builder', 'buildyourown.html'), page('Build your own shell'));
  fs.writeFileSync(path.join(dir, 'builder', 'chipsandsalsa.html'), page('Chips shell'));
  return dir;
}

describe.each(dialects)('prerendered pages of the web app on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('Home, each builder and every other deep link get their own page', async () => {
    t = await startTestApp(dialect, { WEB_DIST: prerenderedBuild() });
    const title = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      return /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
    };
    expect(await title('/')).toBe('Home, prerendered');
    expect(await title('/builder/buildyourown/CMG-4105')).toBe('Build your own shell');
    expect(await title('/builder/buildyourown/CMG-4105/item-1?returnTo=%2F')).toBe(
      'Build your own shell',
    );
    expect(await title('/builder/chipsandsalsa/CMG-3001')).toBe('Chips shell');
    // No shell for this kind in the build, and a builder path without an item: the bare shell.
    expect(await title('/builder/burritosbythebox/CMG-2001')).toBe('Shell');
    expect(await title('/builder/buildyourown')).toBe('Shell');
    expect(await title('/account/login?prevPath=%2F')).toBe('Shell');
    expect(await title('/order/intake')).toBe('Shell');
  });

  test('a build without a shell page answers deep links with index.html as before', async () => {
    const dist = prerenderedBuild();
    fs.rmSync(path.join(dist, 'shell.html'));
    t = await startTestApp(dialect, { WEB_DIST: dist });
    const response = await t.app.inject({ method: 'GET', url: '/order/intake' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Home, prerendered</title>');
  });

  test("the page's own inline scripts may run, and no other inline script", async () => {
    const dist = prerenderedBuild();
    const home = '(function keep() { window.kept = 1; })();';
    const builder = 'window.builder = 2;';
    const withScript = (file: string, script: string) =>
      fs.writeFileSync(
        path.join(dist, file),
        `<!doctype html><head><script>${script}</script><script type="module" src="/a.js"></script></head><div id="root"></div>`,
      );
    withScript('index.html', home);
    withScript(path.join('builder', 'buildyourown.html'), builder);
    withScript(path.join('builder', 'chipsandsalsa.html'), builder);
    t = await startTestApp(dialect, { WEB_DIST: dist });
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    // As a browser checks it (CSP Level 2): the base64 SHA-256 of the script's text.
    const source = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc?.split(' ').sort()).toEqual(
      ['script-src', "'self'", source(home), source(builder)].sort(),
    );
  });
});
