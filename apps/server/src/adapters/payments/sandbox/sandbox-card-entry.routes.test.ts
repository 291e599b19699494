import { afterEach, describe, expect, test } from 'vitest';
import { dialects, startTestApp, type TestApp } from '../../../../test/harness';
import { requestClientToken, startShopper } from '../../../../test/sandbox-payment.helpers';

async function freshClientToken(t: TestApp): Promise<string> {
  return requestClientToken(t, await startShopper(t));
}

describe.each(dialects)('the sandbox card-entry page on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  test('the page is a labelled, autofillable form with no inline script', async () => {
    t = await startTestApp(dialect);
    const clientToken = await freshClientToken(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/payments/sandbox/card-entry?clientToken=${clientToken}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    for (const [id, autocomplete] of [
      ['cardNumber', 'cc-number'],
      ['expiry', 'cc-exp'],
      ['cvv', 'cc-csc'],
      ['cardHolderName', 'cc-name'],
      ['billingZip', 'postal-code'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}">`));
      expect(html).toMatch(
        new RegExp(
          `<input id="${id}"[^>]*autocomplete="${autocomplete}"[^>]*aria-describedby="${id}-error"`,
        ),
      );
      expect(html).toContain(`id="${id}-error"`);
    }
    expect(html).toMatch(/<input id="cardNumber"[^>]*inputmode="numeric"/);
    expect(html).toContain('<button type="submit">Use this card</button>');
    expect(html).toContain('Sandbox: 4111 1111 1111 1111 approves; 4000 0000 0000 0002 declines.');
    expect(html).toContain(`value="${clientToken}"`);
    expect(html).toContain('<script src="/payments/sandbox/card-entry.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  test('the page script is served as a separate JavaScript file', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/payments/sandbox/card-entry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain("type: 'sandbox-card-tokenized'");
    expect(response.body).toContain('window.location.origin');
  });

  test('an unknown client token shows an explanation instead of the form', async () => {
    t = await startTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/payments/sandbox/card-entry?clientToken=%3Cscript%3E',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This card form has expired');
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('id="card-form"');
  });
});
