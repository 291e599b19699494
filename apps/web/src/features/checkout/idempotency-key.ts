import { randomId } from '../../lib/random-id';
import { readJson, removeKeys, writeJson } from './checkout-storage';

interface SavedKey {
  key: string;
  /** What was submitted with the key besides the card: the contact details. */
  contact: string;
}

const prefix = (orderId: string) => `catering.checkout.submitKey.${orderId}.`;

/**
 * The Idempotency-Key of a submit attempt. The same order, card and contact get the same key, so
 * retrying after a network failure cannot pay twice; another card or other contact details get a
 * new one (and the old keys of the order are dropped).
 */
export function submitKeyFor(
  storage: Storage,
  attempt: { orderId: string; tokenId: string; contact: string },
  newId: () => string = randomId,
): string {
  const slot = `${prefix(attempt.orderId)}${attempt.tokenId}`;
  const saved = readJson<SavedKey>(storage, slot);
  if (saved && saved.contact === attempt.contact) return saved.key;
  removeKeys(storage, prefix(attempt.orderId));
  const key = newId();
  writeJson(storage, slot, { key, contact: attempt.contact } satisfies SavedKey);
  return key;
}

/** Drops the order's keys after an answer that a retry must not replay (the attempt is over). */
export function forgetSubmitKeys(storage: Storage, orderId: string): void {
  removeKeys(storage, prefix(orderId));
}
