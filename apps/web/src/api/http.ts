import { config } from '../config';
import { randomId } from '../lib/random-id';
import { ApiError, parseErrorBody } from './api-error';
import { emitSessionExpired } from './session-events';

export const ACCOUNT_HASH_STORAGE_KEY = 'catering.accountHash';
export const GUEST_FEATURE_USER = 'guest';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Another service's base path or origin (default: the ordering service, config.apiBase). */
  base?: string;
  /** Extra headers of this call (e.g. Idempotency-Key); the standard ones cannot be overridden. */
  headers?: Record<string, string>;
  /** True when the call shows its own message for the critical code (or none, if in the background). */
  quietCritical?: boolean;
}

let featureUser = GUEST_FEATURE_USER;

/** The X-Feature-User value: the current customerIdHash, or "guest". */
export function setFeatureUser(customerIdHash: string | null | undefined): void {
  featureUser = customerIdHash || GUEST_FEATURE_USER;
}

function urlFor(path: string, query: Query = {}, base: string = config.apiBase): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function rememberAccountHash(response: Response): void {
  const hash = response.headers.get('X-Account-Hash');
  if (!hash) return;
  try {
    localStorage.setItem(ACCOUNT_HASH_STORAGE_KEY, hash);
  } catch {
    // Storage can be unavailable (private mode, quota); the hash is only a convenience.
  }
}

async function toApiError(response: Response, id: string): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = parseErrorBody(body);
  return new ApiError({
    status: response.status,
    errorCode: parsed.errorCode,
    message: parsed.message ?? `Request failed with status ${response.status}`,
    validationErrors: parsed.validationErrors,
    correlationId: id,
    sessionExpired: response.status === 401 && response.headers.get('X-Invalid-Token') === 'true',
    body,
  });
}

// Requests sent and not answered yet. Each answer about an expired session also clears the
// session cookie: a new session must wait until the old one's requests are all answered.
const unanswered = new Set<Promise<Response>>();

let criticalMissed = false;
let onCritical = () => {
  criticalMissed = true;
};

// A read that fails with a 5xx is asked once more a second later (query-client.ts). When that
// retry gets the critical code too, it is the same failure, already told: calls failing together
// show the dialog once (SHELL-DIALOG-4, decision 266), even when the customer closed it in between.
// A read of the same address told within this long is not told again; a write always is.
export const CRITICAL_READ_RETOLD_AFTER_MS = 5_000;
const criticalReadsTold = new Map<string, number>();

function tellCritical(method: string, url: string): void {
  if (method === 'GET') {
    const now = Date.now();
    const toldAt = criticalReadsTold.get(url);
    criticalReadsTold.set(url, now);
    if (toldAt !== undefined && now - toldAt < CRITICAL_READ_RETOLD_AFTER_MS) return;
  }
  onCritical();
}

/**
 * Who tells the customer about a critical answer (SHELL-DIALOG-4): the shell, once loaded. An
 * answer that came before (the first page's calls) is passed on then.
 */
export function handleCriticalAnswers(handler: () => void): void {
  onCritical = handler;
  if (criticalMissed) handler();
}

/** Resolves once every request sent so far has been answered (or has failed). */
export async function requestsSettled(): Promise<void> {
  await Promise.allSettled([...unanswered]);
}

/** Sends one request to the ordering service; resolves with the 2xx Response, else throws ApiError. */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<Response> {
  const id = randomId();
  let response: Response;
  const url = urlFor(path, request.query, request.base);
  const method = request.method ?? 'GET';
  try {
    const sent = fetch(url, {
      method,
      credentials: 'include',
      headers: {
        ...request.headers,
        'Content-Type': 'application/json',
        'X-Subscription-Key': config.subscriptionKey,
        'X-Correlation-Id': id,
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        'X-Feature-User': featureUser,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
    const answered = () => unanswered.delete(sent);
    unanswered.add(sent);
    sent.then(answered, answered);
    response = await sent;
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      errorCode: null,
      message: 'Network request failed',
      correlationId: id,
      cause,
    });
  }
  rememberAccountHash(response);
  if (response.ok) return response;
  const error = await toApiError(response, id);
  if (error.sessionExpired) emitSessionExpired();
  // The critical code (the domain's ERROR_CODES.critical; the domain is not in the first chunk).
  if (error.errorCode === 'GEN-0503' && !request.quietCritical) tellCritical(method, url);
  throw error;
}

/** Like apiFetch, resolving with the parsed JSON body (undefined for an empty body). */
export async function apiJson<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await apiFetch(path, request);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
