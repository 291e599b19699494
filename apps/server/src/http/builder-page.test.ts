import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUILDER_PAGE_SLOTS, builderPageOf } from '@catering/domain';
import { afterEach, describe, expect, onTestFinished, test } from 'vitest';
import { startCatalogueApp } from '../../test/catalogue-app';
import { dialects, startTestApp, type TestApp } from '../../test/harness';
import type { CatalogueSnapshot } from '../services/catalogue/catalogue-snapshot';
import { fillBuilderPage } from './builder-page';

const PAGE = `<!doctype html><title>Build your own</title><div id="root"><h1>${BUILDER_PAGE_SLOTS.name}</h1><p>${BUILDER_PAGE_SLOTS.description}</p>${'<div>Placeholder</div>'.repeat(60)}</div>`;

/** A web build with Home, the shell and one builder's prerendered page. */
function webBuild({ builderPages = true } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-web-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><title>Shell</title>');
  if (builderPages) {
    fs.mkdirSync(path.join(dir, 'builder'));
    fs.writeFileSync(path.join(dir, 'builder', 'buildyourown.html'), PAGE);
  }
  return dir;
}

describe.each(dialects)("a builder's page on %s", (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function item(id: string) {
    return t.database.db
      .selectFrom('menu_items')
      .select(['name', 'description'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  test("is the prerendered page with the item's name and description written in", async () => {
    t = await startCatalogueApp(dialect, undefined, { WEB_DIST: webBuild() });
    const { name, description } = await item('CMG-4105');
    const page = await t.app.inject({ method: 'GET', url: '/builder/buildyourown/CMG-4105' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain(`<h1>${name}</h1><p>${description}</p>`);
    // The same page, compressed for a browser that accepts it, and 304 once the browser has it.
    const br = await t.app.inject({
      method: 'GET',
      url: '/builder/buildyourown/CMG-4105?returnTo=%2Fbag',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    const again = await t.app.inject({
      method: 'GET',
      url: '/builder/buildyourown/CMG-4105',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('leaves the slots empty when the address names no item of that builder', async () => {
    t = await startCatalogueApp(dialect, undefined, { WEB_DIST: webBuild() });
    for (const url of ['/builder/buildyourown/CMG-4012', '/builder/buildyourown/NOPE/item-1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1></h1><p></p>');
    }
  });

  test('is never sent with its slots unfilled, and an older build gets the shell', async () => {
    t = await startTestApp(dialect, { WEB_DIST: webBuild() });
    const raw = await t.app.inject({ method: 'GET', url: '/builder/buildyourown.html' });
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain(BUILDER_PAGE_SLOTS.name);
    const other = await t.app.inject({ method: 'GET', url: '/builder/chipsandsalsa/CMG-4027' });
    expect(other.body).toContain('<title>Shell</title>');
    await t.close();
    t = await startTestApp(dialect, { WEB_DIST: webBuild({ builderPages: false }) });
    const old = await t.app.inject({ method: 'GET', url: '/builder/buildyourown/CMG-4105' });
    expect(old.body).toContain('<title>Shell</title>');
  });
});

test("escapes the item's text for HTML", () => {
  const item = { id: 'CMG-4105', name: 'Tacos & <b>"más"</b>', description: "It's $& more" };
  const snapshot = {
    index: { itemsById: new Map([[item.id, item]]) },
  } as unknown as CatalogueSnapshot;
  const page = builderPageOf('/builder/buildyourown/CMG-4105');
  expect(page && fillBuilderPage(PAGE, page, snapshot)).toContain(
    '<h1>Tacos &#38; &#60;b&#62;&#34;más&#34;&#60;/b&#62;</h1><p>It&#39;s $&#38; more</p>',
  );
});
