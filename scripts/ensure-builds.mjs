// The builds `npm start` and `npm run cluster` run: the web app (apps/web/dist) and the server
// bundle (apps/server/dist/main.mjs), each rebuilt when missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');
const server = path.join(root, 'apps', 'server');
const domainSources = path.join(root, 'packages', 'domain', 'src');
const lockFile = path.join(root, 'package-lock.json');

export const serverBundle = path.join(server, 'dist', 'main.mjs');
const serverSources = [
  path.join(server, 'src'),
  path.join(server, 'package.json'),
  path.join(server, 'build.mjs'),
  domainSources,
  lockFile,
];
const webIndex = path.join(web, 'dist', 'index.html');
const webSources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  domainSources,
  lockFile,
];

/** The newest modification time of the files under these paths (0 when none exists). */
function newestChange(paths) {
  let newest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      const children = readdirSync(entry).map((name) => path.join(entry, name));
      newest = Math.max(newest, newestChange(children));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  }
  return newest;
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);
}

function run(what, command, args) {
  console.log(`Building ${what}...`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Builds what is missing or stale. A web build given through WEB_DIST is the caller's own and
 * is used as it is. The builds run in child processes, so the caller keeps none of their memory.
 */
export function ensureBuilds(env = process.env) {
  if (!env.WEB_DIST && isStale(webIndex, webSources)) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    run('the web app (npm run build -w @catering/web)', npm, [
      'run',
      'build',
      '-w',
      '@catering/web',
    ]);
  }
  if (isStale(serverBundle, serverSources)) {
    run('the server (apps/server/build.mjs)', process.execPath, [path.join(server, 'build.mjs')]);
  }
  return serverBundle;
}
