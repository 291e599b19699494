import { afterEach, describe, expect, test } from 'vitest';
import { FOOTER_FRAGMENT_PATH } from '@catering/domain';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';

describe.each(dialects)('the marketing footer fragment on %s', (dialect) => {
  let t: CatalogueTestApp;
  afterEach(async () => t?.close());

  test('is served as HTML with its container, style link, image and cookie-preference link', async () => {
    t = await startCatalogueApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: FOOTER_FRAGMENT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(FOOTER_FRAGMENT_PATH).toMatch(/xf-footer\/catering\.html$/);
    for (const part of [
      'class="xf-footer"',
      '<link rel="stylesheet" href="catering.css">',
      '<img src="logo-mark.svg"',
      'class="xf-cookie-preferences"',
    ]) {
      expect(response.body).toContain(part);
    }
  });

  test('serves the style sheet and the image it names relatively; other names are 404', async () => {
    t = await startCatalogueApp(dialect);
    const folder = FOOTER_FRAGMENT_PATH.replace(/[^/]+$/, '');
    const css = await t.app.inject({ method: 'GET', url: `${folder}catering.css` });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.xf-footer');
    const svg = await t.app.inject({ method: 'GET', url: `${folder}logo-mark.svg` });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    const missing = await t.app.inject({ method: 'GET', url: `${folder}other.html` });
    expect(missing.statusCode).toBe(404);
  });

  test('a marketing origin of its own is allowed by the content security policy', async () => {
    t = await startCatalogueApp(dialect, undefined, {
      MARKETING_ORIGIN: 'https://www.verdecantina.example/any/path',
    });
    const csp = String(
      (await t.app.inject({ method: 'GET', url: FOOTER_FRAGMENT_PATH })).headers[
        'content-security-policy'
      ],
    );
    for (const directive of ['style-src', 'img-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://www\\.verdecantina\\.example`));
    }
  });
});
