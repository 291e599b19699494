import { expect, test } from 'vitest';
import { describeRequestCpu } from './request-cpu';

test('calls are listed by the CPU they took, with their share and their CPU per request', () => {
  const lines = describeRequestCpu({
    'POST /api/v1/order': { requests: 10, cpuMicros: 20_000 },
    '(between requests)': { requests: 0, cpuMicros: 10_000 },
    'PUT /api/v1/order/:id/submit': { requests: 10, cpuMicros: 50_000 },
  });
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^\s+62\.5 %\s+10 × 5000 µs each\s+PUT \/api\/v1\/order\/:id\/submit$/);
  expect(lines[1]).toMatch(/^\s+25\.0 %\s+10 × 2000 µs each\s+POST \/api\/v1\/order$/);
  expect(lines[2]).toMatch(/^\s+12\.5 %\s+0 ×\s+\(between requests\)$/);
});
