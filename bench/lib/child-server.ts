import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  port: number;
  /** CPU time (user + system) the server process has used so far, in milliseconds (Linux). */
  cpuMs(): number;
  stop(): Promise<void>;
}

const TICK_MS = 10;

/** CPU time (user + system) process `pid` has used so far, in milliseconds (Linux). */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts bench/servers/<name>.server.ts in its own process; it prints `LISTENING <port>` when
 * ready. `nodeArgs` go before the script (e.g. `--cpu-prof`).
 */
export function startChildServer(
  name: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ChildServer> {
  const script = path.join(dir, '..', 'servers', `${name}.server.ts`);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), cpuMs: () => cpuMsOf(child.pid), stop });
    });
    child.once('exit', (code) =>
      reject(new Error(`${name} server exited early (code ${code}): ${output}`)),
    );
  });
}
