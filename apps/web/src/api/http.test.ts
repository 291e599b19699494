import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from './api-error';
import { getStarted } from './customerauth';
import { getHealth } from './health';
import {
  ACCOUNT_HASH_STORAGE_KEY,
  CRITICAL_READ_RETOLD_AFTER_MS,
  apiFetch,
  apiJson,
  handleCriticalAnswers,
  requestsSettled,
  setFeatureUser,
} from './http';
import { onSessionExpired } from './session-events';
import { showCriticalDialog } from '../lib/error-dialog';
import { useDialogStore } from '../stores/dialog-store';

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>, call = 0): Record<string, string> {
  return fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;
}

afterEach(() => {
  setFeatureUser(null);
  vi.restoreAllMocks();
});

describe('apiFetch', () => {
  test('sends the service headers and credentials on every request', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await apiJson('/order/cart');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/order/cart');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(sentHeaders(fetchMock)).toMatchObject({
      'Content-Type': 'application/json',
      'X-Subscription-Key': 'catering-web-dev-key',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'X-Feature-User': 'guest',
    });
    expect(sentHeaders(fetchMock)['X-Correlation-Id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('uses a fresh correlation id per request and serialises query and body', async () => {
    const fetchMock = stubFetch(json({}), json({}));
    await apiJson('/restaurant/search', { method: 'POST', body: { pageSize: 15 } });
    await apiJson('/menu/geocode', { query: { latitude: 1.5, longitude: undefined } });

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"pageSize":15}');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/menu/geocode?latitude=1.5');
    expect(sentHeaders(fetchMock, 0)['X-Correlation-Id']).not.toBe(
      sentHeaders(fetchMock, 1)['X-Correlation-Id'],
    );
  });

  test('sends the customer hash as feature user once the session is known', async () => {
    const session = {
      isGuest: false,
      isLoggedIn: true,
      customerIdHash: 'abc123',
      cateringEditOrderId: null,
    };
    const fetchMock = stubFetch(json(session), json({}));
    await expect(getStarted(true)).resolves.toEqual(session);
    await apiJson('/customer');

    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/v1/customerauth/getstarted?includeCustomerInfo=true',
    );
    expect(sentHeaders(fetchMock, 1)['X-Feature-User']).toBe('abc123');
  });

  test('turns an error body into an ApiError with its code, message and validation errors', async () => {
    const body = {
      errorCode: 'VAL-0001',
      message: 'Invalid',
      validationErrors: [{ errorCode: 'CAU-0220' }],
    };
    const fetchMock = stubFetch(json(body, { status: 400 }));
    const error = await apiFetch('/customerauth/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'VAL-0001',
      message: 'Invalid',
      validationErrors: [{ errorCode: 'CAU-0220' }],
      correlationId: sentHeaders(fetchMock)['X-Correlation-Id'],
    });
  });

  test('maps a body that is not JSON to an ApiError without a code', async () => {
    stubFetch(new Response('Bad gateway', { status: 502 }));
    await expect(apiFetch('/health')).rejects.toMatchObject({ status: 502, errorCode: null });
  });

  test('maps a network failure to an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/health')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  test('announces an expired session on 401 with X-Invalid-Token: true', async () => {
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    stubFetch(
      json({ errorCode: 'CAU-0001', message: 'no' }, { status: 401 }),
      json(
        { errorCode: 'CAU-0001', message: 'expired' },
        { status: 401, headers: { 'X-Invalid-Token': 'true' } },
      ),
    );

    await expect(apiFetch('/customer')).rejects.toMatchObject({
      status: 401,
      sessionExpired: false,
    });
    expect(listener).not.toHaveBeenCalled();
    await expect(apiFetch('/customer')).rejects.toMatchObject({
      status: 401,
      errorCode: 'CAU-0001',
      sessionExpired: true,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  test('tells when every request sent so far has been answered', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const request = apiFetch('/order/cart').catch(() => undefined);
    let settled = false;
    const waiting = requestsSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(json({ errorCode: 'CAU-0001', message: 'expired' }, { status: 401 }));
    await waiting;
    expect(settled).toBe(true);
    await request;
  });

  test('stores X-Account-Hash in localStorage', async () => {
    stubFetch(json({}, { headers: { 'X-Account-Hash': 'hash-1' } }));
    await apiFetch('/customerauth/login', { method: 'POST', body: {} });
    expect(localStorage.getItem(ACCOUNT_HASH_STORAGE_KEY)).toBe('hash-1');
  });

  test('getHealth returns the X-UI-Version header', async () => {
    stubFetch(
      new Response(null, { status: 200, headers: { 'X-UI-Version': '0.1.0-20261125T2130' } }),
    );
    await expect(getHealth()).resolves.toBe('0.1.0-20261125T2130');
  });

  test('a 503 GEN-0503 answer to any call shows the critical dialog once, unless the call is quiet', async () => {
    const critical = () => json({ errorCode: 'GEN-0503', message: 'x' }, { status: 503 });
    stubFetch(critical(), critical(), critical(), critical());
    const shown = () => useDialogStore.getState().queue.map((dialog) => dialog.text);
    // The first page's calls are answered before the shell has loaded its handler.
    await expect(apiJson('/order/cart')).rejects.toBeInstanceOf(ApiError);
    handleCriticalAnswers(() => void showCriticalDialog());
    expect(shown()).toEqual(["Sorry, something's not right"]);
    await expect(apiJson('/menu/tiered')).rejects.toBeInstanceOf(ApiError);
    await expect(apiJson('/order/cart')).rejects.toBeInstanceOf(ApiError);
    expect(shown()).toEqual(["Sorry, something's not right"]);
    useDialogStore.getState().close(useDialogStore.getState().queue[0]!.id, 'ok');
    await expect(apiJson('/health', { quietCritical: true })).rejects.toBeInstanceOf(ApiError);
    await Promise.resolve();
    expect(shown()).toEqual([]);
  });

  test('a read retried within seconds is the same failure: closed once, it is not shown again', async () => {
    const critical = () => json({ errorCode: 'GEN-0503', message: 'x' }, { status: 503 });
    stubFetch(...Array.from({ length: 7 }, critical));
    handleCriticalAnswers(() => void showCriticalDialog());
    const shown = () => useDialogStore.getState().queue.map((dialog) => dialog.text);
    const closeIt = () =>
      useDialogStore.getState().close(useDialogStore.getState().queue[0]!.id, 'ok');
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const read = (path: string) => expect(apiJson(path)).rejects.toBeInstanceOf(ApiError);

    await read('/popularbuilds');
    expect(shown()).toEqual(["Sorry, something's not right"]);
    closeIt();
    // The query's retry, a second later: already told.
    now += 1_000;
    await read('/popularbuilds');
    expect(shown()).toEqual([]);
    // Another read is another failure.
    await read('/eventtypes');
    expect(shown()).toEqual(["Sorry, something's not right"]);
    closeIt();
    // A write is always told: the customer asked for it just now.
    for (let i = 0; i < 2; i += 1) {
      await expect(apiJson('/order', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(shown()).toEqual(["Sorry, something's not right"]);
      closeIt();
    }
    // The same read, once the retry's seconds have passed: told again.
    now += CRITICAL_READ_RETOLD_AFTER_MS;
    await read('/popularbuilds');
    expect(shown()).toEqual(["Sorry, something's not right"]);
    closeIt();
  });
});
