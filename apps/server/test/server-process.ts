import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres-cluster';

/** The key the server process accepts (no vitest import here: benchmarks use this file too). */
export const SERVER_PROCESS_KEY = 'test-subscription-key';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything the process wrote to stderr and stdout. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let bundleBuilt = false;

/** Builds the production bundle (apps/server/dist/main.mjs) once per test process. */
function buildBundleOnce(): string {
  if (!bundleBuilt) {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: serverRoot, stdio: 'pipe' });
    if (build.status !== 0) throw new Error(`server build failed: ${String(build.stderr)}`);
    bundleBuilt = true;
  }
  return 'dist/main.mjs';
}

/** Waits until GET path on origin answers 200 (or the deadline passes). */
export async function waitUntilReady(origin: string, timeoutMs = 60_000, path = '/api/v1/health') {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${origin}${path}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > giveUpAt) throw new Error(`${origin} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The real server in a process of its own on a free loopback port, as production runs it:
 * migrations, listen, signals. `built`: the production bundle (starts three times faster) instead
 * of src/main.ts through tsx; `bundle`: another build's bundle (a baseline to compare with);
 * `nodeArgs`: node's own flags before the entry. Resolves once health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    port,
    built = false,
    bundle,
    nodeArgs = [],
  }: { port?: number; built?: boolean; bundle?: string; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const entry = [
    ...nodeArgs,
    ...(bundle ? [bundle] : built ? [buildBundleOnce()] : ['--import', 'tsx', 'src/main.ts']),
  ];
  const child = spawn(process.execPath, entry, {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      SUBSCRIPTION_KEYS: SERVER_PROCESS_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${listenOn}`;
  const early = exited.then(({ code }) => {
    throw new Error(`the server exited (${code}) before it was ready: ${output}`);
  });
  await Promise.race([waitUntilReady(origin), early]);
  void early.catch(() => undefined);
  return { child, origin, output: () => output, exited };
}
