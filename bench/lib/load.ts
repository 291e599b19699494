import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  failed: number;
  /** Server CPU time per request in microseconds: steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number;
  /** The same, round by round (rounds alternate the targets: round i of each ran side by side). */
  cpuMicrosPerRequestByRound: number[];
}

export interface Target {
  name: string;
  url: string;
  cpuMs(): number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Loads each target with autocannon (50 connections) after a warm-up, alternating targets over
 * `rounds` runs of seconds/rounds each so that a busy machine slows both sides alike.
 */
export async function compare(
  targets: Target[],
  headers: Record<string, string>,
  seconds: number,
  warmUpSeconds: number,
  rounds: number,
) {
  const run = (url: string, duration: number) =>
    autocannon({ url, headers, connections: 50, pipelining: 1, duration });
  for (const target of targets) await run(target.url, warmUpSeconds);
  const samples = new Map(targets.map((t) => [t.name, [] as Awaited<ReturnType<typeof run>>[]]));
  const cpuByRound = new Map(targets.map((t) => [t.name, [] as number[]]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      const before = target.cpuMs();
      samples.get(target.name)?.push(await run(target.url, seconds / rounds));
      cpuByRound.get(target.name)?.push(target.cpuMs() - before);
    }
  }
  return new Map(
    targets.map((target): [string, LoadFigures] => {
      const results = samples.get(target.name) ?? [];
      const cpu = cpuByRound.get(target.name) ?? [];
      return [
        target.name,
        {
          requestsPerSecond:
            results.reduce((sum, r) => sum + r.requests.average, 0) / Math.max(1, results.length),
          p99Ms: median(results.map((r) => r.latency.p99)),
          failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
          cpuMicrosPerRequest:
            (cpu.reduce((sum, ms) => sum + ms, 0) * 1000) /
            Math.max(
              1,
              results.reduce((sum, r) => sum + r.requests.total, 0),
            ),
          cpuMicrosPerRequestByRound: results.map(
            (r, round) => ((cpu[round] ?? 0) * 1000) / Math.max(1, r.requests.total),
          ),
        },
      ];
    }),
  );
}

/**
 * How many times `of`'s CPU per request is `to`'s: the median of the rounds' ratios. Each round's
 * two figures were measured a few seconds apart, so a machine whose speed drifts over a run (a
 * shared host) moves both alike; the median leaves out a round that a burst elsewhere spoiled.
 */
export function cpuRatioByRounds(
  of: LoadFigures,
  to: LoadFigures,
): {
  median: number;
  lowest: number;
  highest: number;
} {
  return ratioByRounds(of.cpuMicrosPerRequestByRound, to.cpuMicrosPerRequestByRound);
}

/** Round by round, `of[i] / to[i]`: their median, lowest and highest. */
export function ratioByRounds(
  of: readonly number[],
  to: readonly number[],
): { median: number; lowest: number; highest: number } {
  if (of.length === 0 || of.length !== to.length)
    throw new Error(`rounds differ: ${of.length} against ${to.length}`);
  const ratios = of.map((value, round) => value / (to[round] as number));
  return { median: median(ratios), lowest: Math.min(...ratios), highest: Math.max(...ratios) };
}
