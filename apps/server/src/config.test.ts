import { expect, test } from 'vitest';
import { loadConfig, testConfig } from './config';

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

test('email settings: a sender as an address or Name <address>, SMTP and site addresses by scheme', () => {
  expect(testConfig()).toMatchObject({
    EMAIL_FROM: 'Verde Cantina Catering <orders@verdecantina.example>',
    PUBLIC_SITE_URL: 'http://localhost:3000',
    EMAIL_WORKER_SECONDS: 5,
  });
  expect(testConfig().EMAIL_SMTP_URL).toBeUndefined();
  expect(testConfig({ EMAIL_FROM: 'orders@example.com' }).EMAIL_FROM).toBe('orders@example.com');
  expect(() => loadConfig({ EMAIL_FROM: 'Orders <not an address>' })).toThrow(/EMAIL_FROM/);
  expect(() => loadConfig({ EMAIL_SMTP_URL: 'https://mail.example.com' })).toThrow(
    /EMAIL_SMTP_URL/,
  );
  expect(testConfig({ EMAIL_SMTP_URL: 'smtps://u:p@mail.example.com:465' }).EMAIL_SMTP_URL).toBe(
    'smtps://u:p@mail.example.com:465',
  );
  expect(() => loadConfig({ PUBLIC_SITE_URL: 'order.example.com' })).toThrow(/PUBLIC_SITE_URL/);
});
