import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startAuthApp, type AuthTestApp } from '../../../test/account.helpers';
import { queueSms } from './sms-outbox';

describe.each(dialects)('the development outbox page on %s', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t?.close());

  test('shows the newest text messages as HTML, escaped', async () => {
    t = await startAuthApp(dialect, { NODE_ENV: 'development' });
    await queueSms(
      t.database.db,
      { to: '+12125550100', body: 'Your code is 123456 <b>now</b>' },
      t.clock.now,
    );
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('+12125550100');
    expect(page.body).toContain('Your code is 123456 &#60;b&#62;now&#60;/b&#62;');
    expect(page.body).not.toContain('<b>now</b>');
  });

  test('does not exist in production', async () => {
    // No web build either, so the path is not answered by the web app's index.html.
    t = await startAuthApp(dialect, { NODE_ENV: 'production', WEB_DIST: '/nonexistent-web-build' });
    await queueSms(t.database.db, { to: '+12125550100', body: 'Your code is 123456' }, t.clock.now);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('123456');
    expect(page.json().errorCode).toBe('NF-0404');
  });
});
