import fs from 'node:fs';

/** What request-cpu.preload.mjs wrote: per call, its requests and the CPU they took. */
export type RequestCpu = Record<string, { requests: number; cpuMicros: number }>;

/** Lines of the table: each call's CPU per request and its share of the whole, largest first. */
export function describeRequestCpu(totals: RequestCpu): string[] {
  const all = Object.values(totals).reduce((sum, total) => sum + total.cpuMicros, 0);
  return Object.entries(totals)
    .sort(([, a], [, b]) => b.cpuMicros - a.cpuMicros)
    .map(([call, { requests, cpuMicros }]) => {
      const each = requests > 0 ? `${(cpuMicros / requests).toFixed(0)} µs each` : '';
      const share = `${((100 * cpuMicros) / Math.max(1, all)).toFixed(1)} %`;
      return `${share.padStart(7)}  ${String(requests).padStart(6)} × ${each.padEnd(14)} ${call}`;
    });
}

export function printRequestCpu(file: string): void {
  if (!fs.existsSync(file)) {
    console.log('server CPU by call: the server wrote no figures');
    return;
  }
  console.log('server CPU by call (one customer, so requests came one at a time):');
  for (const line of describeRequestCpu(JSON.parse(fs.readFileSync(file, 'utf8')) as RequestCpu))
    console.log(`  ${line}`);
}
