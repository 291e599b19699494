import { waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { fakeApi, GUEST, orderFixture } from '../test/fake-api';
import {
  keepEarlyTaps,
  loadAppAfterFirstPaint,
  replayEarlyTap,
  startEarlyCalls,
  takeEarlyTap,
} from './early-calls';

// A builder's page starts its first calls before the app's code arrives; the app's own request
// for each of those URLs then gets the answer already on its way instead of asking again.

const SETTINGS = { apiBase: '/api/v1', subscriptionKey: 'the-key' };
const WITH_AN_ORDER = {
  'GET /customerauth/getstarted': GUEST,
  'GET /order/cart': orderFixture(),
  'GET /order/order-1/validate': { isValid: true },
  'GET /menu/tiered/1001': { menuItems: [] },
};
const requested = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

test('the session, the order, its validity and its menu are asked for at once', async () => {
  const fetchMock = fakeApi(WITH_AN_ORDER);
  startEarlyCalls(SETTINGS);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  expect(requested(fetchMock)).toEqual([
    'GET /api/v1/customerauth/getstarted?includeCustomerInfo=true',
    'GET /api/v1/order/cart',
    'GET /api/v1/order/order-1/validate',
    'GET /api/v1/menu/tiered/1001',
  ]);
  const [, init] = fetchMock.mock.calls[3] ?? [];
  expect(init?.credentials).toBe('include');
  expect(init?.headers).toMatchObject({
    'X-Subscription-Key': 'the-key',
    // The session's hash, as the app sends once it has the session.
    'X-Feature-User': 'g1',
  });

  // The app's first GET of a URL adopts the call; the next one goes out.
  const early = fetchMock.mock.results[1]?.value as Promise<Response>;
  expect(fetch('/api/v1/order/cart', { method: 'GET' })).toBe(early);
  expect(await (await fetch('/api/v1/order/cart')).json()).toEqual(orderFixture());
  expect(fetchMock).toHaveBeenCalledTimes(5);
  // Other calls are untouched.
  await fetch('/api/v1/order/order-1/validate', { method: 'POST' });
  expect(requested(fetchMock).at(-1)).toBe('POST /api/v1/order/order-1/validate');
});

test('a call the app has made itself is not made again', async () => {
  const fetchMock = fakeApi(WITH_AN_ORDER);
  startEarlyCalls(SETTINGS);
  // The app, quicker than the cart's answer here, asks for the menu.
  await fetch('/api/v1/menu/tiered/1001');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requested(fetchMock).filter((call) => call.includes('/menu/'))).toHaveLength(1);
});

test("a call not taken in time is dropped, and fetch is the browser's own again", async () => {
  vi.useFakeTimers();
  try {
    const fetchMock = fakeApi(WITH_AN_ORDER);
    startEarlyCalls({ ...SETTINGS, takeWithinMs: 10_000 });
    // (waitFor moves the fake clock on a little while it polls.)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    vi.advanceTimersByTime(9_000);
    expect(fetch).not.toBe(fetchMock);
    vi.advanceTimersByTime(1_000);
    expect(fetch).toBe(fetchMock);
    // The menu, asked for late (the app went elsewhere first), is asked for afresh.
    await fetch('/api/v1/menu/tiered/1001');
    expect(fetchMock).toHaveBeenCalledTimes(5);
  } finally {
    vi.useRealTimers();
  }
});

test('without an order, only the session and the cart are asked for', async () => {
  const fetchMock = fakeApi({
    'GET /customerauth/getstarted': GUEST,
    'GET /order/cart': Response.json({ errorCode: 'AUTH-401' }, { status: 401 }),
  });
  startEarlyCalls(SETTINGS);
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  // The chain has settled: nothing more follows.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requested(fetchMock)).toEqual([
    'GET /api/v1/customerauth/getstarted?includeCustomerInfo=true',
    'GET /api/v1/order/cart',
  ]);
});

const APP_SCRIPTS =
  '<template id="app-scripts"><script type="module" src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" href="/assets/web-b.js"></template>';
/** The app's scripts started so far: those in the head itself, not in its template. */
const startedAppScripts = () =>
  [...document.head.children]
    .filter((element) => element.localName !== 'template')
    .map((element) => element.getAttribute('src') ?? element.getAttribute('href'));

test("the app's scripts are started once the page has painted its first content", () => {
  // Fake timers: the loader's 3 s fallback must not fire in a later test.
  vi.useFakeTimers();
  document.head.innerHTML = APP_SCRIPTS;
  const observers: { report: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry;
    constructor(report: PerformanceObserverCallback) {
      this.entry = { report, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  const paint = (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    for (const { report } of observers) report(list as never, {} as never);
  };
  loadAppAfterFirstPaint();
  expect(startedAppScripts()).toEqual([]);
  paint('first-paint');
  expect(startedAppScripts()).toEqual([]);
  paint('first-contentful-paint');
  expect(startedAppScripts()).toEqual(['/assets/index-a.js', '/assets/web-b.js']);
  expect(observers[0]?.disconnected).toBe(true);
  // Once only.
  paint('first-contentful-paint');
  vi.runAllTimers();
  expect(startedAppScripts()).toHaveLength(2);
  vi.useRealTimers();
  document.head.innerHTML = '';
});

test("the screen's chunks follow the app's scripts, one per task", async () => {
  document.head.innerHTML =
    '<template id="app-scripts" data-chunks="/assets/a.js /assets/b.js">' +
    '<script type="module" src="/assets/index-a.js"></script></template>';
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  loadAppAfterFirstPaint();
  // Not in the task that started the app's scripts.
  expect(startedAppScripts()).toEqual(['/assets/index-a.js']);
  await waitFor(() =>
    expect(startedAppScripts()).toEqual(['/assets/index-a.js', '/assets/a.js', '/assets/b.js']),
  );
  const chunk = document.head.querySelector('link[href="/assets/a.js"]');
  expect(chunk?.getAttribute('rel')).toBe('modulepreload');
  expect(chunk?.getAttribute('crossorigin')).toBe('');
  document.head.innerHTML = '';
});

test("without paint timing, the app's scripts are started after the first frame", async () => {
  document.head.innerHTML = APP_SCRIPTS;
  vi.stubGlobal('PerformanceObserver', undefined);
  loadAppAfterFirstPaint();
  expect(startedAppScripts()).toEqual([]);
  await waitFor(() =>
    expect(startedAppScripts()).toEqual(['/assets/index-a.js', '/assets/web-b.js']),
  );
  document.head.innerHTML = '';
});

test("a page in a background tab starts the app's scripts at once", () => {
  document.head.innerHTML = APP_SCRIPTS;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  loadAppAfterFirstPaint();
  expect(startedAppScripts()).toEqual(['/assets/index-a.js', '/assets/web-b.js']);
  document.head.innerHTML = '';
});

test("a page that has not painted in 3 s starts the app's scripts all the same", () => {
  vi.useFakeTimers();
  document.head.innerHTML = APP_SCRIPTS;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    },
  );
  loadAppAfterFirstPaint();
  vi.advanceTimersByTime(2999);
  expect(startedAppScripts()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(startedAppScripts()).toEqual(['/assets/index-a.js', '/assets/web-b.js']);
  vi.useRealTimers();
  document.head.innerHTML = '';
});

test('a tap on a painted header button is tapped again on the live one, once', () => {
  document.body.innerHTML =
    '<button data-early-tap="menu">SIGN IN</button><button data-early-tap="bag"><span>0</span></button>';
  keepEarlyTaps();
  // On the icon inside the button, as a finger would.
  document.querySelector<HTMLElement>('[data-early-tap="bag"] span')?.click();
  // The app renders over the painted page.
  const live = { menu: vi.fn(), bag: vi.fn() };
  document.body.innerHTML =
    '<button data-early-tap="menu">SIGN IN</button><button data-early-tap="bag">1</button>';
  for (const [name, handler] of Object.entries(live))
    document.querySelector(`[data-early-tap="${name}"]`)?.addEventListener('click', handler);
  replayEarlyTap();
  expect(live.bag).toHaveBeenCalledTimes(1);
  expect(live.menu).not.toHaveBeenCalled();
  // Live taps are the app's own from then on: nothing is kept or tapped again.
  document.querySelector<HTMLElement>('[data-early-tap="menu"]')?.click();
  replayEarlyTap();
  expect(live.menu).toHaveBeenCalledTimes(1);
  expect(live.bag).toHaveBeenCalledTimes(1);
  document.body.innerHTML = '';
});

test('without a tap before the app is live, nothing is tapped', () => {
  document.body.innerHTML = '<button data-early-tap="bag">0</button>';
  keepEarlyTaps();
  const bag = vi.fn();
  document.querySelector('[data-early-tap="bag"]')?.addEventListener('click', bag);
  replayEarlyTap();
  expect(bag).not.toHaveBeenCalled();
  document.body.innerHTML = '';
});

test('a hydrated page takes the early tap as hydration starts and taps it once it is live', () => {
  document.body.innerHTML = '<button data-early-tap="menu">SIGN IN</button>';
  keepEarlyTaps();
  document.querySelector<HTMLElement>('[data-early-tap="menu"]')?.click();
  const tapped = takeEarlyTap();
  expect(tapped).toBe('menu');
  // A tap once hydration has started is React's to handle: it is not kept for a second time.
  document.querySelector<HTMLElement>('[data-early-tap="menu"]')?.click();
  expect(takeEarlyTap()).toBeUndefined();
  const menu = vi.fn();
  document.querySelector('[data-early-tap="menu"]')?.addEventListener('click', menu);
  replayEarlyTap(tapped);
  expect(menu).toHaveBeenCalledTimes(1);
  document.body.innerHTML = '';
});
