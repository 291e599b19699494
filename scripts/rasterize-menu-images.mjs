// Draws each menu option's SVG drawing (apps/server/public/images/menu/*.svg, the masters) into a
// WebP picture beside it, in Debian's Chromium: `node scripts/rasterize-menu-images.mjs`.
// The builders show the WebP (decision 243): a phone decodes a raster picture off its main thread,
// where every SVG picture is a small document to parse, lay out and paint on it. Run it after
// changing or adding a drawing, and commit both files; a changed drawing gets a new name, as the
// pictures are cached for a year.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/* global Image, document -- the function given to page.evaluate runs in the browser. */

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/public/images/menu',
);
/** Pixels per side: the option cards show the square drawing at up to 112 CSS px, so 2x. */
const SIZE = 240;
const QUALITY = 0.85;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.svg'))) {
    const svg = readFileSync(path.join(folder, name), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, size, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        canvas.getContext('2d')?.drawImage(image, 0, 0, size, size);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, size: SIZE, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,'))
      throw new Error(`${name}: this Chromium did not encode WebP`);
    const file = name.replace(/\.svg$/, '.webp');
    writeFileSync(path.join(folder, file), Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    console.log(file);
  }
} finally {
  await browser.close();
}
