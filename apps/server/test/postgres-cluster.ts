import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  adminUrl: string;
  stop(): void;
}

const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];

function binary(name: string): string {
  const dir = BIN_DIRS.find((candidate) => fs.existsSync(path.join(candidate, name)));
  if (!dir) throw new Error(`PostgreSQL binary ${name} not found in ${BIN_DIRS.join(', ')}`);
  return path.join(dir, name);
}

/**
 * Memory (/dev/shm) when the machine has it, for a cluster that asks for it; else the temp folder.
 */
function clusterParentDir(inMemory: boolean): string {
  if (!inMemory) return os.tmpdir();
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a throwaway cluster on a free loopback port; initdb refuses root, so root runs it as
 * postgres. `inMemory` puts it in /dev/shm when the machine has it (decision 254): the API tests
 * copy their template into a new database for almost every test, some 400 files, and on an ext4
 * disk that had many such files deleted, the kernel's search for free inodes made each copy cost
 * about 0.4 s of CPU, against 0.05 s in memory.
 */
export async function startPostgresCluster({
  inMemory = false,
}: { inMemory?: boolean } = {}): Promise<PostgresCluster> {
  const dir = fs.mkdtempSync(path.join(clusterParentDir(inMemory), 'catering-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (file: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
      : execFileSync(file, args, { stdio: 'pipe' });

  const port = await freePort();
  run(binary('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run(binary('pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
    if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', binary('pg_ctl'), ...args]);
    else spawnSync(binary('pg_ctl'), args);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
