// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { cardEntryPage } from './sandbox-card-entry.page';

// The server's TypeScript has no DOM library; these are the few DOM parts the test touches.
interface PageElement {
  value: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  dispatchEvent(event: Event): boolean;
}
const { document, window } = globalThis as unknown as {
  document: {
    documentElement: { innerHTML: string };
    activeElement: unknown;
    getElementById(id: string): PageElement;
  };
  window: {
    parent: { postMessage(message: unknown, targetOrigin: string): void };
    location: { origin: string };
  };
};

const script = fs.readFileSync(path.join(import.meta.dirname, 'card-entry.js'), 'utf8');

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function field(id: string): PageElement {
  return document.getElementById(id);
}

function fillAndSubmit(): void {
  field('cardNumber').value = '4111 1111 1111 1111';
  field('expiry').value = '12/39';
  field('cvv').value = '737';
  field('cardHolderName').value = ' Ada Lovelace ';
  field('billingZip').value = '10001';
  document.getElementById('card-form').dispatchEvent(new Event('submit', { cancelable: true }));
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.documentElement.innerHTML = cardEntryPage('client-token-1').replace(
    /^<!doctype html>\s*<html[^>]*>|<\/html>$/g,
    '',
  );
  new Function(script)();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('posts the card as JSON to the sandbox, never to the API, with the number and expiry tidied', async () => {
  const fetchMock = respond(201, { saved: true });
  vi.stubGlobal('fetch', fetchMock);
  fillAndSubmit();
  await settled();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/payments/sandbox/cards');
  expect(JSON.parse(String(init.body))).toEqual({
    clientToken: 'client-token-1',
    cardNumber: '4111111111111111',
    expiry: '1239',
    cvv: '737',
    cardHolderName: 'Ada Lovelace',
    billingZip: '10001',
  });
});

test('on success tells the parent window the client token, clears the fields and says "Card saved"', async () => {
  vi.stubGlobal('fetch', respond(201, { saved: true }));
  const postMessage = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  fillAndSubmit();
  await settled();
  expect(postMessage).toHaveBeenCalledWith(
    { type: 'sandbox-card-tokenized', clientToken: 'client-token-1' },
    window.location.origin,
  );
  expect(document.getElementById('form-status').textContent).toBe('Card saved');
  expect(field('cardNumber').value).toBe('');
  expect(field('cvv').value).toBe('');
});

test('shows each field error beside its field, marks it invalid and focuses the first', async () => {
  vi.stubGlobal(
    'fetch',
    respond(400, {
      errorCode: 'PAY-0400',
      validationErrors: [
        { errorCode: 'PAY-0400', field: 'expiry', message: 'This card has expired.' },
        { errorCode: 'PAY-0400', field: 'cvv', message: 'Enter the 3-digit security code.' },
      ],
    }),
  );
  const postMessage = vi.spyOn(window.parent, 'postMessage');
  fillAndSubmit();
  await settled();
  expect(document.getElementById('expiry-error').textContent).toBe('This card has expired.');
  expect(field('expiry').getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById('cvv-error').textContent).toBe('Enter the 3-digit security code.');
  expect(field('cardNumber').getAttribute('aria-invalid')).toBe('false');
  expect(document.activeElement).toBe(field('expiry'));
  expect(postMessage).not.toHaveBeenCalled();
});

test('shows the message of an error without field errors, such as an expired form', async () => {
  vi.stubGlobal(
    'fetch',
    respond(404, { errorCode: 'PAY-0404', message: 'This card form has expired.' }),
  );
  fillAndSubmit();
  await settled();
  expect(document.getElementById('form-status').textContent).toBe('This card form has expired.');
});

function askedByTheCheckout(clientToken = 'client-token-1'): void {
  const event = new MessageEvent('message', {
    origin: window.location.origin,
    source: window.parent as unknown as MessageEvent['source'],
    data: { type: 'sandbox-card-submit', clientToken },
  });
  (window as unknown as { dispatchEvent(event: Event): boolean }).dispatchEvent(event);
}

test("the checkout's Place order submits the card as typed and hears it accepted", async () => {
  const fetchMock = respond(201, { saved: true });
  vi.stubGlobal('fetch', fetchMock);
  const postMessage = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  field('cardNumber').value = '4111 1111 1111 1111';
  askedByTheCheckout();
  await settled();
  // Each test's page runs the script again on the same window: earlier listeners hear it too.
  const bodies = fetchMock.mock.calls.map(
    (call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as object,
  );
  expect(bodies).toContainEqual(expect.objectContaining({ cardNumber: '4111111111111111' }));
  expect(postMessage).toHaveBeenCalledWith(
    { type: 'sandbox-card-tokenized', clientToken: 'client-token-1' },
    window.location.origin,
  );
});

test('a half-filled card asked for by the checkout is refused back to it, its fields marked', async () => {
  vi.stubGlobal(
    'fetch',
    respond(400, {
      errorCode: 'PAY-0400',
      validationErrors: [{ errorCode: 'PAY-0400', field: 'cvv', message: 'Enter the code.' }],
    }),
  );
  const postMessage = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  askedByTheCheckout();
  await settled();
  expect(field('cvv').getAttribute('aria-invalid')).toBe('true');
  expect(postMessage).toHaveBeenCalledWith(
    { type: 'sandbox-card-refused', clientToken: 'client-token-1' },
    window.location.origin,
  );
});

test('a submit request with another client token or from another window is ignored', async () => {
  const fetchMock = respond(201, { saved: true });
  vi.stubGlobal('fetch', fetchMock);
  askedByTheCheckout('client-token-2');
  const stranger = new MessageEvent('message', {
    origin: 'https://evil.example',
    source: window.parent as unknown as MessageEvent['source'],
    data: { type: 'sandbox-card-submit', clientToken: 'client-token-1' },
  });
  (window as unknown as { dispatchEvent(event: Event): boolean }).dispatchEvent(stranger);
  await settled();
  expect(fetchMock).not.toHaveBeenCalled();
});
