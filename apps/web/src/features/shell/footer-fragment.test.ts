import { expect, test } from 'vitest';
import { parseFooterFragment } from './footer-fragment';

const URL = 'https://www.marketing.example/content/xf-footer/catering.html';

const page = `<!doctype html><html><head>
  <link rel="stylesheet" href="catering.css">
  <script>window.headScript = true</script>
</head><body>
  <header>Not the footer</header>
  <div class="xf-footer extra">
    <img src="logo.svg" srcset="logo.svg 1x, /dam/logo@2x.svg 2x" alt="">
    <a href="/privacy">Privacy</a>
    <a href="https://elsewhere.example/terms">Terms</a>
    <a href="tel:+18005550199">Call</a>
    <a href="javascript:alert(1)">Bad link</a>
    <img src="x.png" onerror="window.pwned = true" alt="">
    <script>window.pwned = true</script>
    <style>body { display: none }</style>
  </div>
  <a class="xf-cookie-preferences" href="cookies">Cookie preferences</a>
</body></html>`;

test('keeps the footer container and the cookie-preference element, with addresses on the marketing origin', () => {
  const fragment = parseFooterFragment(page, URL);
  const root = document.createElement('div');
  root.innerHTML = fragment.html;
  expect(fragment.className).toBe('xf-footer extra');
  expect(fragment.stylesheet).toBe('https://www.marketing.example/content/xf-footer/catering.css');
  expect(root.querySelector('img')?.getAttribute('src')).toBe(
    'https://www.marketing.example/content/xf-footer/logo.svg',
  );
  expect(root.querySelector('img')?.getAttribute('srcset')).toBe(
    'https://www.marketing.example/content/xf-footer/logo.svg 1x, https://www.marketing.example/dam/logo@2x.svg 2x',
  );
  const links = [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['Privacy', 'https://www.marketing.example/privacy'],
    ['Terms', 'https://elsewhere.example/terms'],
    ['Call', 'tel:+18005550199'],
    ['Bad link', null],
    ['Cookie preferences', 'https://www.marketing.example/content/xf-footer/cookies'],
  ]);
  expect(root.textContent).not.toContain('Not the footer');
});

test('no script, event handler or style element survives', () => {
  const { html } = parseFooterFragment(page, URL);
  expect(html).not.toMatch(/<script|onerror|pwned|<style|javascript:/i);
});

test('a page without a footer container is an error (the built-in footer stays)', () => {
  expect(() => parseFooterFragment('<p>Maintenance</p>', URL)).toThrow(/no footer container/);
});
