import fs from 'node:fs';
import { expect, test } from 'vitest';
import { extraNodeArgs, parseStartScript, startCommand } from './start-command';

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

test("the README's production command runs the server as npm start does", () => {
  const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const command = /`DATABASE_URL=postgres:\/\/\.\.\. ([^`]*apps\/server\/dist\/main\.mjs)`/.exec(
    readme,
  )?.[1];
  expect(command, 'the README has a production command').toBeDefined();
  // NODE_ENV and TRUST_PROXY are production's own; the rest must be npm start's.
  const production = parseStartScript(command ?? '');
  const start = startCommand();
  expect(production.nodeArgs).toEqual(start.nodeArgs);
  expect(production.env).toMatchObject(start.env);
});

test('experiment flags are read from their variable, one per word', () => {
  process.env.START_COMMAND_TEST_ARGS = '  --a   --b=2 ';
  expect(extraNodeArgs('START_COMMAND_TEST_ARGS')).toEqual(['--a', '--b=2']);
  delete process.env.START_COMMAND_TEST_ARGS;
  expect(extraNodeArgs('START_COMMAND_TEST_ARGS')).toEqual([]);
});
