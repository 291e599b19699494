// `npm run cluster` (scripts/cluster.mjs) as a child process, for the cluster test and benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres-cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Whether this machine has what the cluster needs (HAProxy, PostgreSQL 15 server binaries). */
export const clusterCanRun =
  ['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((file) => fs.existsSync(file)) &&
  fs.existsSync('/usr/lib/postgresql/15/bin/initdb');

/** Starts the cluster with a minimal web build of its own; resolves once it printed its URL. */
export async function startClusterProcess(env: Record<string, string> = {}) {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-cluster-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>cluster</title>');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      WEB_DIST: webDist,
      SUBSCRIPTION_KEYS: 'test-subscription-key',
      ORDERING_WINDOW_DAYS: '90',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('cluster ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`cluster exited (${code}): ${output}`)));
  });
  const pids = [...output.matchAll(/server \d: pid (\d+)/g)].map((match) => Number(match[1]));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(webDist, { recursive: true, force: true });
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    pids,
    databaseUrl: /database: (\S+)/.exec(output)?.[1] ?? '',
    log: () => output,
    stop,
  };
}
