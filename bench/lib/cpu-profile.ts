import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  name: string;
  selfMs: number;
  share: number;
}

/**
 * The functions that took the most CPU in a `--cpu-prof` profile, by self time, with where they
 * live (package or file). Idle and garbage collection are named as V8 names them.
 */
export function topFunctions(profile: CpuProfile, count = 15): ProfileLine[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const micros = profile.timeDeltas[index] ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    total += micros;
    const key = `${functionName || '(anonymous)'} ${where(url)}${url ? `:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + micros);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => ({ name, selfMs: micros / 1000, share: micros / Math.max(1, total) }));
}

function where(url: string): string {
  if (!url) return '';
  const file = url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (inPackage) return `${inPackage[1]}/${inPackage[2]}`;
  return path.basename(file);
}

/**
 * Reads the main thread's profile of the newest process that `--cpu-prof-dir=dir` profiled (a
 * loader such as tsx runs a worker thread that writes a profile of its own).
 */
export function readNewestProfile(dir: string): CpuProfile {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  // Names are CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile; thread 0 is the main one.
  const pid = path.basename(files[0] ?? '').split('.')[3];
  const main = files.find((file) => {
    const [, , , filePid, thread] = path.basename(file).split('.');
    return filePid === pid && thread === '0';
  });
  const chosen = main ?? files[0];
  if (!chosen) throw new Error(`no .cpuprofile in ${dir}`);
  return JSON.parse(fs.readFileSync(chosen, 'utf8')) as CpuProfile;
}

/** Prints the top functions of the newest profile in `dir` by self time. */
export function printTopFunctions(who: string, dir: string, count = 25): void {
  console.log(`${who} CPU profile (${dir}), top functions by self time:`);
  for (const line of topFunctions(readNewestProfile(dir), count)) {
    console.log(
      `  ${line.selfMs.toFixed(0).padStart(7)} ms ${(line.share * 100).toFixed(1).padStart(5)} %  ${line.name}`,
    );
  }
}
