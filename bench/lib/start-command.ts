import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What `npm start` runs the server with, read from the root package.json's "start" script
// (`NAME=value ... node --flag ... scripts/start.mjs`), so a benchmark measures the same process.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StartCommand {
  /** Environment assignments before `node`. */
  env: Record<string, string>;
  /** Node's own flags between `node` and the script. */
  nodeArgs: string[];
}

export function parseStartScript(script: string): StartCommand {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let index = 0;
  for (; index < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[index] ?? ''); index += 1) {
    const [name = '', ...value] = (words[index] ?? '').split('=');
    env[name] = value.join('=');
  }
  if (words[index] !== 'node') throw new Error(`the start script does not run node: ${script}`);
  const nodeArgs: string[] = [];
  for (index += 1; (words[index] ?? '').startsWith('--'); index += 1) nodeArgs.push(words[index]!);
  return { env, nodeArgs };
}

export function startCommand(): StartCommand {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return parseStartScript(manifest.scripts.start ?? '');
}

/**
 * Node flags for an experiment, from an environment variable (`BENCH_NODE_ARGS='--a --b'`): added
 * after npm start's, so the figures are then not npm start's.
 */
export function extraNodeArgs(variable: string): string[] {
  return (process.env[variable] ?? '').split(/\s+/).filter(Boolean);
}
