import { expect, test } from 'vitest';
import { loadConfig } from './config';

test('cookies are secure by default in production and not elsewhere', () => {
  expect(loadConfig({ NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
  expect(loadConfig({}).COOKIE_SECURE).toBe(false);
  expect(loadConfig({ NODE_ENV: 'development' }).COOKIE_SECURE).toBe(false);
});

test('an explicit COOKIE_SECURE wins over the environment', () => {
  expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
  expect(loadConfig({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
});

test('a bad setting stops the start with its name', () => {
  expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
});
