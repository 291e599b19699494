import fs from 'node:fs';

/**
 * The app's menu response that menu-throughput.bench.ts recorded in BENCH_RESPONSE_FILE, for the
 * reference servers to send as they are: its headers and its body's bytes.
 */
export function recordedResponse(): { headers: Record<string, string>; payload: Buffer } {
  const { headers, body } = JSON.parse(
    fs.readFileSync(process.env.BENCH_RESPONSE_FILE ?? '', 'utf8'),
  ) as { headers: Record<string, string>; body: string };
  return { headers, payload: Buffer.from(body, 'base64') };
}
