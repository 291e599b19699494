import { expect, test } from 'vitest';
import { loadConfig, testConfig } from '../../config';
import { createSmsSender } from '.';

test('text messages go through Twilio when its three settings are given, else to the outbox only', () => {
  expect(createSmsSender(testConfig()).name).toBe('outbox');
  const twilio = testConfig({
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'secret',
    TWILIO_FROM: '+15005550006',
  });
  expect(createSmsSender(twilio)).toMatchObject({ name: 'twilio', keepsBody: false });
  expect(twilio.TWILIO_API_URL).toBe('https://api.twilio.com');
});

test('Twilio settings given in part, or an API address that is not http(s), stop the start-up', () => {
  expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret' })).toThrow(
    /TWILIO_ACCOUNT_SID/,
  );
  expect(() => loadConfig({ TWILIO_API_URL: 'ftp://example.com' })).toThrow(/TWILIO_API_URL/);
});
