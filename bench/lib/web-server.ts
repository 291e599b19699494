import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

export interface WebServer {
  origin: string;
  stop(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The real service as `npm start` runs it (scripts/start.mjs runs apps/server/src/main.ts with
 * tsx) on 127.0.0.1, a free port and a freshly seeded temp SQLite database, serving the web build
 * in `webDist`. main.ts is started directly, as start.mjs does after its build check: that check
 * looks at apps/web/dist, which may be mid-rebuild when other work shares the checkout.
 * It runs in its own process group so stop() ends tsx and the server together.
 */
export async function startWebServer(
  webDist: string,
  env: Record<string, string> = {},
): Promise<WebServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-bench-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const main = path.join(root, 'apps', 'server', 'src', 'main.ts');
  const child = spawn(process.execPath, [tsxCli, main], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, 'bench.sqlite'),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    // The server (tsx's child) may outlive tsx by a moment: make sure the group is gone.
    signal('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited early (code ${child.exitCode}): ${output}`);
    }
    const healthy = await fetch(`${origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not healthy after 60 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
