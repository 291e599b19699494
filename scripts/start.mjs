// `npm start`: build the web app when there is no build yet, then run the ordering service,
// which migrates, seeds demo data into an empty database and serves the app on PORT (3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps', 'web', 'dist', 'index.html');

if (!existsSync(webIndex)) {
  console.log('No web build found: building the web app once (npm run build)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@catering/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const server = spawn(
  process.execPath,
  [tsxCli, path.join(root, 'apps', 'server', 'src', 'main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
