import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  failed: number;
  /** Server CPU time per request in microseconds: steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number;
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
  const cpu = new Map(targets.map((t) => [t.name, 0]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      const before = target.cpuMs();
      samples.get(target.name)?.push(await run(target.url, seconds / rounds));
      cpu.set(target.name, (cpu.get(target.name) ?? 0) + target.cpuMs() - before);
    }
  }
  return new Map(
    targets.map((target): [string, LoadFigures] => {
      const results = samples.get(target.name) ?? [];
      return [
        target.name,
        {
          requestsPerSecond:
            results.reduce((sum, r) => sum + r.requests.average, 0) / Math.max(1, results.length),
          p99Ms: median(results.map((r) => r.latency.p99)),
          failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
          cpuMicrosPerRequest:
            ((cpu.get(target.name) ?? 0) * 1000) /
            Math.max(
              1,
              results.reduce((sum, r) => sum + r.requests.total, 0),
            ),
        },
      ];
    }),
  );
}
