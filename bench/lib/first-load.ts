import fs from 'node:fs';
import path from 'node:path';
import { initialChunks } from './initial-javascript';

/**
 * The chunk files a page of the web build in `dist` loads at once: its scripts and preloads, the
 * chunks it preloads once it has painted (`data-chunks`), and what each of them imports statically
 * (a dynamic `import()` loads later, on demand, unless the page preloads it).
 */
export function firstLoadFiles(dist: string, html: string): string[] {
  const early = [...html.matchAll(/data-chunks="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '').split(' ').filter(Boolean),
  );
  return withStaticImports(dist, [...initialChunks(html), ...early]);
}

/** The files at `urls` and, transitively, the files they import statically. */
export function withStaticImports(dist: string, urls: string[]): string[] {
  const files = new Set<string>();
  const visit = (url: string) => {
    const file = url.replace(/^\//, '');
    if (files.has(file)) return;
    files.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g))
      visit(`assets/${match[1]}`);
  };
  for (const url of urls) visit(url);
  return [...files];
}

/** The source files a built file holds, from its source map (paths as the map gives them). */
export function sourcesIn(dist: string, file: string): string[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  return (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

/** The npm packages whose code a built file holds, from its source map. */
export function packagesIn(dist: string, file: string): Set<string> {
  return new Set(
    sourcesIn(dist, file)
      .map((source) => source.split('/node_modules/').at(1)?.split('/')[0])
      .filter((name): name is string => Boolean(name)),
  );
}
