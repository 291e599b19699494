import { randomId } from '../../lib/random-id';

// sessionStorage keeps what the customer entered across a reload, and never outlives the tab.

export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or unavailable; the checkout still works, it just forgets on reload.
  }
}

export function removeKeys(storage: Storage, startsWith: string): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(startsWith)) storage.removeItem(key);
}

const FRAUD_SESSION_KEY = 'catering.checkout.fraudSessionId';

/** The fraud-detection session value: generated once per checkout, kept until the order is placed. */
export function fraudSessionId(storage: Storage, newId: () => string = randomId): string {
  const saved = readJson<string>(storage, FRAUD_SESSION_KEY);
  if (saved) return saved;
  const id = newId();
  writeJson(storage, FRAUD_SESSION_KEY, id);
  return id;
}

/** Forgets the fraud session, the form draft and the submit keys once an order is placed. */
export function clearCheckout(storage: Storage, orderId: string): void {
  storage.removeItem(FRAUD_SESSION_KEY);
  removeKeys(storage, `catering.checkout.draft.${orderId}`);
  removeKeys(storage, `catering.checkout.submitKey.${orderId}.`);
}
