import { expect, test } from 'vitest';
import { parseStartScript, startCommand } from './start-command';

test('reads the environment and node flags of a start script', () => {
  expect(
    parseStartScript('MALLOC_ARENA_MAX=2 A=b=c node --max-semi-space-size=2 --x scripts/start.mjs'),
  ).toEqual({
    env: { MALLOC_ARENA_MAX: '2', A: 'b=c' },
    nodeArgs: ['--max-semi-space-size=2', '--x'],
  });
});

test('refuses a start script that does not run node', () => {
  expect(() => parseStartScript('tsx scripts/start.mjs')).toThrow('does not run node');
});

test("the repository's own start script parses", () => {
  expect(startCommand().nodeArgs.length).toBeGreaterThan(0);
});
