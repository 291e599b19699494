import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GZIP_LEVEL, initialChunks, KB } from './initial-javascript';

// What each dependency and app module costs in Home's initial JavaScript. The build's source maps
// say which source file each stretch of generated code came from; the stretches are grouped by
// npm package (or by app module) and each group is gzipped on its own. Gzip shares repetitions
// across a file, so the groups' own sizes add up to more than the file: the report scales them
// down to the measured total, which keeps each group's share and makes the column add up.

export interface ModuleCost {
  /** An npm package name, an app module's path from the repository root, or "(bundler)". */
  name: string;
  kind: 'dependency' | 'app' | 'bundler';
  raw: number;
  /** Gzip bytes, this group's share of the initial files' measured gzip size. */
  gzip: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings` into, per generated line, [column, source index?] pairs. */
export function decodeMappings(mappings: string): [number, number | undefined][][] {
  const lines: [number, number | undefined][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number | undefined][] = [];
    let column = 0;
    for (const segment of line ? line.split(',') : []) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push([column, fields.length >= 4 ? source : undefined]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The group a source file belongs to: its npm package, or its path in the repository. */
export function groupOf(source: string, repoRoot: string): Pick<ModuleCost, 'name' | 'kind'> {
  const normalized = source.replace(/\\/g, '/');
  const inPackage = normalized.split('/node_modules/').at(-1);
  if (normalized.includes('/node_modules/') && inPackage) {
    const parts = inPackage.split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '');
    return { name, kind: 'dependency' };
  }
  return { name: path.relative(repoRoot, path.resolve(normalized)), kind: 'app' };
}

/** Splits one generated file into the pieces each group contributed, in order. */
export function attribute(
  code: string,
  map: { sources: string[]; mappings: string; sourceRoot?: string },
  mapDir: string,
  repoRoot: string,
): Map<string, { kind: ModuleCost['kind']; pieces: string[] }> {
  const groups = new Map<string, { kind: ModuleCost['kind']; pieces: string[] }>();
  const add = (group: Pick<ModuleCost, 'name' | 'kind'>, piece: string) => {
    if (!piece) return;
    const entry = groups.get(group.name) ?? { kind: group.kind, pieces: [] };
    entry.pieces.push(piece);
    groups.set(group.name, entry);
  };
  const sourceGroups = map.sources.map((source) =>
    groupOf(path.resolve(mapDir, map.sourceRoot ?? '', source), repoRoot),
  );
  const bundler = { name: '(bundler)', kind: 'bundler' } as const;
  const decoded = decodeMappings(map.mappings);
  const lines = code.split('\n');
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    add(bundler, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      add(
        source === undefined ? bundler : (sourceGroups[source] ?? bundler),
        line.slice(column, end),
      );
    });
    if (index < lines.length - 1) add(bundler, '\n');
  });
  return groups;
}

/** Costs of every group in the initial JavaScript of the build in `dist`, largest first. */
export function measureInitialModules(dist: string, repoRoot: string): ModuleCost[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const pieces = new Map<string, { kind: ModuleCost['kind']; pieces: string[] }>();
  let measuredGzip = 0;
  for (const url of initialChunks(html)) {
    const file = path.join(dist, url.replace(/^\//, ''));
    const code = fs.readFileSync(file, 'utf8');
    measuredGzip += zlib.gzipSync(code, { level: GZIP_LEVEL }).length;
    const mapFile = `${file}.map`;
    const groups = fs.existsSync(mapFile)
      ? attribute(
          code,
          JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string },
          path.dirname(mapFile),
          repoRoot,
        )
      : new Map([[`(bundler: ${url})`, { kind: 'bundler' as const, pieces: [code] }]]);
    for (const [name, group] of groups) {
      const entry = pieces.get(name) ?? { kind: group.kind, pieces: [] };
      entry.pieces.push(...group.pieces);
      pieces.set(name, entry);
    }
  }
  const alone = [...pieces].map(([name, { kind, pieces: parts }]) => {
    const joined = parts.join('');
    return {
      name,
      kind,
      raw: Buffer.byteLength(joined),
      alone: zlib.gzipSync(joined, { level: GZIP_LEVEL }).length,
    };
  });
  const sumAlone = alone.reduce((total, group) => total + group.alone, 0);
  return alone
    .map(({ name, kind, raw, alone: own }) => ({
      name,
      kind,
      raw,
      gzip: sumAlone ? (own * measuredGzip) / sumAlone : 0,
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The costs as a table: dependencies, then app modules (the smallest folded into one line). */
export function describeInitialModules(costs: ModuleCost[], appLines = 25): string[] {
  const kb = (bytes: number) => (bytes / KB).toFixed(2).padStart(9);
  const total = costs.reduce((sum, cost) => sum + cost.gzip, 0);
  const percent = (bytes: number) => `${((bytes / (total || 1)) * 100).toFixed(1)}%`.padStart(7);
  // App modules by their path in the web app, to keep the lines short.
  const line = (name: string, raw: number, gzip: number) =>
    `  ${name.replace(/^apps\/web\//, '').padEnd(64)} ${kb(raw)} ${kb(gzip)} ${percent(gzip)}`;
  const sum = (list: ModuleCost[], key: 'raw' | 'gzip') =>
    list.reduce((total, cost) => total + cost[key], 0);
  const dependencies = costs.filter((cost) => cost.kind !== 'app');
  const app = costs.filter((cost) => cost.kind === 'app');
  const shown = app.slice(0, appLines);
  const rest = app.slice(appLines);
  return [
    `${'what Home loads first'.padEnd(66)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)} ${'share'.padStart(7)}`,
    'dependencies',
    ...dependencies.map((cost) => line(cost.name, cost.raw, cost.gzip)),
    `app modules (${app.length}): ${(sum(app, 'raw') / KB).toFixed(2)} KB raw, ${(sum(app, 'gzip') / KB).toFixed(2)} KB gzip`,
    ...shown.map((cost) => line(cost.name, cost.raw, cost.gzip)),
    ...(rest.length
      ? [line(`${rest.length} smaller modules`, sum(rest, 'raw'), sum(rest, 'gzip'))]
      : []),
    '(gzip per group: the group gzipped alone, scaled so that the groups add up to the measured total)',
  ];
}
