// A builder's first render needs the session, the order, the order's validity and its
// restaurant's menu. The app asks for them only once its initial chunk has arrived and run, and
// then one after the other (the menu after the order, through the route guard's chunk): on a
// phone, several round trips after the page has painted. A builder's prerendered page therefore
// loads this function as a tiny script of its own (the build writes it, vite.config.ts), which
// starts the same calls at once; the app's first request for each URL gets that call's answer.
//
// It runs in the browser as it is written here, outside the bundle: no imports, and nothing that
// a browser of the app's support range does not have.

/** The calls started early, by URL; the app takes each one at most once. */
export type EarlyCalls = Record<string, Promise<Response> | undefined>;

export interface EarlyCallSettings {
  /** config.apiBase. */
  apiBase: string;
  /** config.subscriptionKey. */
  subscriptionKey: string;
  /**
   * How long the early calls wait to be taken (20 s). After that fetch is the browser's own
   * again: a call the app did not take on its first load (it went elsewhere) is dropped rather
   * than handed to a later request as a stale answer, and nothing more is remembered.
   */
  takeWithinMs?: number;
}

/**
 * Starts a builder's first calls. The app's first GET of each of those URLs is answered by the
 * call already under way (window.fetch is wrapped for that, and only that); every other request,
 * and any later one for the same URL, goes out as usual.
 */
export function startEarlyCalls({
  apiBase,
  subscriptionKey,
  // A literal here, not a module constant: the build sends this function's own source.
  takeWithinMs = 20000,
}: EarlyCallSettings): void {
  // The app's router reads session storage as it starts, in the long task that runs the app's
  // chunk; the first read of a page waits for the browser to load it (some 10 ms): done here.
  try {
    sessionStorage.getItem('');
  } catch {
    // Storage can be unavailable (a privacy setting): the router copes, so does this.
  }
  // randomUUID exists only in secure contexts: elsewhere the app makes the calls itself.
  if (typeof crypto.randomUUID !== 'function') return;
  const calls: EarlyCalls = {};
  // What the app has asked for itself, not to be asked for again here.
  const asked = new Set<string>();
  const browserFetch = window.fetch;
  const send = browserFetch.bind(window);
  const adopting: typeof window.fetch = (input, init) => {
    const call =
      typeof input === 'string' && (init?.method ?? 'GET') === 'GET' ? calls[input] : undefined;
    if (!call) {
      if (typeof input === 'string') asked.add(input);
      return send(input, init);
    }
    delete calls[input as string];
    return call;
  };
  window.fetch = adopting;
  setTimeout(() => {
    // Unless something has wrapped fetch since, in which case ours stays under it, passing through.
    if (window.fetch === adopting) window.fetch = browserFetch;
    for (const url of Object.keys(calls)) delete calls[url];
    asked.clear();
  }, takeWithinMs);
  // The same request as the app's apiFetch: the service sees no difference.
  const get = (path: string, featureUser: string): Promise<Response> | undefined => {
    const url = apiBase + path;
    if (asked.has(url)) return undefined;
    const sent = send(url, {
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'X-Subscription-Key': subscriptionKey,
        'X-Correlation-Id': crypto.randomUUID(),
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        'X-Feature-User': featureUser,
      },
    });
    calls[url] = sent;
    // A call that fails and is never taken is no error of the page's: the app asks again.
    sent.catch(() => undefined);
    return sent;
  };
  const json = (response: Response) =>
    response.ok ? (response.clone().json() as Promise<unknown>) : null;
  // As the app, the calls after the session's answer carry its hash as the feature user.
  let user = 'guest';
  get('/customerauth/getstarted?includeCustomerInfo=true', user)
    ?.then(json)
    .then((started) => {
      const hash = (started as { customerIdHash?: unknown } | null)?.customerIdHash;
      if (typeof hash === 'string' && hash) user = hash;
    })
    .catch(() => undefined);
  get('/order/cart', user)
    ?.then(json)
    .then((order) => {
      const id = (order as { id?: unknown } | null)?.id;
      const store = (order as { orderDetail?: { store?: { storeNumber?: unknown } } } | null)
        ?.orderDetail?.store?.storeNumber;
      if (typeof id !== 'string' || typeof store !== 'number') return;
      void get(`/order/${encodeURIComponent(id)}/validate`, user);
      void get(`/menu/tiered/${store}`, user);
    })
    // The app makes any call that failed here again, and reports it.
    .catch(() => undefined);
}

/**
 * Starts the app's scripts once the page has painted its first content, then preloads the
 * screen's chunks. A prerendered page keeps the scripts (the app's module script and its preloads,
 * as the build wrote them) in a `<template id="app-scripts">`, where they are inert, and names
 * its screen's chunks in the template's `data-chunks`. Requested with the
 * page, both shared the phone's bandwidth with the style sheet that the first paint waits for
 * (decisions 227 and 259); asked for only once the app's chunk has run, the chunks would cost a
 * round trip after it (decision 231). The page is painted without them and keeps its early taps
 * (keepEarlyTaps); the app hydrates it once they have arrived.
 *
 * A page in a background tab does not paint: it starts them at once. A browser without paint
 * timing starts them after its first frame, and no page waits more than 3 s for its paint.
 */
export function loadAppAfterFirstPaint(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const template = document.getElementById('app-scripts');
    if (!(template instanceof HTMLTemplateElement)) return;
    // Imported, not moved: a script from a template's content runs once it is in the document.
    document.head.append(document.importNode(template.content, true));
    // One chunk per task: a phone spends some 10 ms starting each request, and all of them in
    // one task made a long one.
    const hrefs = template.dataset.chunks?.split(' ') ?? [];
    const preloadNext = () => {
      const href = hrefs.shift();
      if (!href) return;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
      setTimeout(preloadNext);
    };
    setTimeout(preloadNext);
  };
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  // A literal here, not a module constant: the build sends this function's own source.
  setTimeout(start, 3000);
  if (
    typeof PerformanceObserver !== 'function' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    // The frame's callbacks run before its paint; a task queued from them runs after it.
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** What a prerendered page remembers of a tap made before the app was live (keepEarlyTaps). */
export interface EarlyTaps {
  /** The data-early-tap of the painted button tapped last, if any. */
  tapped?: string;
  /** Stops listening. */
  stop: () => void;
}

/** The window property keepEarlyTaps leaves its EarlyTaps in. */
const EARLY_TAPS_KEY = '__cateringEarlyTaps';

/**
 * Remembers a tap on the painted page's menu or bag button (those with data-early-tap) made before
 * the app has rendered over them: until then they are plain HTML and do nothing, and on a slow
 * phone the customer may well tap them. The app, once live, taps the live button for them
 * (replayEarlyTap). Every prerendered page runs it from a script inline in its head, so it
 * listens from the first paint on.
 */
export function keepEarlyTaps(): void {
  const taps: EarlyTaps = { stop: () => document.removeEventListener('click', remember, true) };
  function remember(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('[data-early-tap]');
    if (button?.dataset.earlyTap) taps.tapped = button.dataset.earlyTap;
  }
  document.addEventListener('click', remember, true);
  // A literal here, not EARLY_TAPS_KEY: the build sends this function's own source.
  (window as unknown as Record<string, EarlyTaps>)['__cateringEarlyTaps'] = taps;
}

/**
 * Stops keepEarlyTaps and says which painted button was tapped, if any. Home calls it as it
 * starts hydrating: the hydration that follows is one short pass, after which the live page
 * handles a tap itself, so a tap kept later would be tapped twice.
 */
export function takeEarlyTap(): string | undefined {
  const holder = window as unknown as Record<string, EarlyTaps | undefined>;
  const taps = holder[EARLY_TAPS_KEY];
  if (!taps) return undefined;
  delete holder[EARLY_TAPS_KEY];
  taps.stop();
  return taps.tapped;
}

/** Once the app is live: taps the live button that was tapped early (see takeEarlyTap). */
export function replayEarlyTap(tapped: string | undefined = takeEarlyTap()): void {
  if (!tapped) return;
  document.querySelector<HTMLElement>(`[data-early-tap="${CSS.escape(tapped)}"]`)?.click();
}
