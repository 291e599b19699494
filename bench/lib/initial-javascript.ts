import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { withGoal } from './goal';

// Home's initial JavaScript: every script and modulepreload of the build's index.html (those its
// <template id="app-scripts"> holds until the first paint included), each file gzipped at level
// 9, counted in KB of 1000 bytes (the unit of Vite's build report). The bench prints it and
// `npm test` holds it to HOME_INITIAL_JS_BUDGET_KB.

/** The most Home's initial JavaScript may weigh, in KB gzip: issue 17's goal, met on Preact
 * (docs/decisions/263-the-web-app-runs-on-preact.md). */
export const HOME_INITIAL_JS_BUDGET_KB = 90;
/** Where issue 17 wants Home's initial JavaScript, in KB gzip: printed by the bench, not tested. */
export const HOME_INITIAL_JS_GOAL_KB = 90;
export const KB = 1000;
export const GZIP_LEVEL = 9;

export interface InitialFile {
  url: string;
  raw: number;
  gzip: number;
}

export interface InitialJavaScript {
  files: InitialFile[];
  /** Bytes, uncompressed. */
  raw: number;
  /** Bytes, gzip level GZIP_LEVEL. */
  gzip: number;
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    found[(match[1] ?? '').toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  return found;
}

/** Each script with a src (the module entry, any classic script) and each modulepreload of an
 * index.html, in document order. */
function* chunkTags(html: string): Generator<{ kind: 'script' | 'preload'; url: string }> {
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(match[2] ?? '');
    if (match[1]?.toLowerCase() === 'script' && attrs.src) yield { kind: 'script', url: attrs.src };
    else if (match[1]?.toLowerCase() === 'link' && attrs.rel === 'modulepreload' && attrs.href)
      yield { kind: 'preload', url: attrs.href };
  }
}

const once = (urls: string[]) => [...new Set(urls)];

/** Every script and every modulepreload of an index.html, once each, in document order. */
export function initialChunks(html: string): string[] {
  return once([...chunkTags(html)].map((tag) => tag.url));
}

/** The same, the scripts apart from the preloads. */
export function pageChunks(html: string): { scripts: string[]; preloads: string[] } {
  const tags = [...chunkTags(html)];
  const of = (kind: 'script' | 'preload') =>
    once(tags.filter((tag) => tag.kind === kind).map((tag) => tag.url));
  return { scripts: of('script'), preloads: of('preload') };
}

/** Measures the initial JavaScript of the web build in `dist`. */
export function measureInitialJavaScript(dist: string): InitialJavaScript {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = initialChunks(html);
  if (urls.length === 0) throw new Error(`no <script src> in ${path.join(dist, 'index.html')}`);
  const files = urls.map((url) => {
    const bytes = fs.readFileSync(path.join(dist, url.replace(/^\//, '')));
    return { url, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: GZIP_LEVEL }).length };
  });
  const sum = (key: 'raw' | 'gzip') => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

/** The measurement as a table: a line per file, the total, and the budget met or not. */
export function describeInitialJavaScript(
  measured: InitialJavaScript,
  budgetKb: number = HOME_INITIAL_JS_BUDGET_KB,
): string[] {
  const kb = (bytes: number) => (bytes / KB).toFixed(2).padStart(9);
  const over = measured.gzip - budgetKb * KB;
  return [
    `${'file'.padEnd(40)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}`,
    ...measured.files.map((file) => `${file.url.padEnd(40)} ${kb(file.raw)} ${kb(file.gzip)}`),
    `${`total (${measured.files.length} files)`.padEnd(40)} ${kb(measured.raw)} ${kb(measured.gzip)}   (${measured.gzip} bytes = ${(measured.gzip / 1024).toFixed(2)} KiB)`,
    `goal: at most ${budgetKb} KB gzip (${budgetKb * KB} bytes): ${over <= 0 ? 'met' : `NOT MET, ${(over / KB).toFixed(2)} KB over`}`,
  ];
}

/** The total against issue 17's goal (HOME_INITIAL_JS_GOAL_KB), for the bench's report. */
export function describeInitialJavaScriptGoal(
  measured: InitialJavaScript,
  goalKb: number = HOME_INITIAL_JS_GOAL_KB,
): string {
  return withGoal(
    `Home's initial JavaScript ${(measured.gzip / KB).toFixed(2)} KB gzip`,
    `at most ${goalKb} KB, issue 17`,
    measured.gzip <= goalKb * KB,
  );
}
