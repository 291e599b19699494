import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { idempotencyKeysRepository } from '../../db/repositories/idempotency-keys.repository';
import { AppError } from '../../http/app-error';
import { ERROR_CODES } from '@catering/domain';

export interface StoredResponse {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** How long a key replays its answer; housekeeping deletes it after that. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the canonical JSON of the body (keys sorted) and the target. */
export function requestHash(body: unknown, target: string): string {
  return createHash('sha256').update(canonical(body)).update('\n').update(target).digest('hex');
}

const errorBody = (error: AppError) => ({
  errorCode: error.errorCode,
  message: error.message,
  ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
});

export interface IdempotentCall<T extends { id: string }> {
  customerId: string;
  key: string;
  hash: string;
  now: () => number;
  /** The work, in the transaction that holds the key's claim; answers the order it placed. */
  run(trx: Kysely<Database>): Promise<T>;
  /** A replay's answer: the order placed, read as it is now. */
  replay(orderId: string): Promise<T>;
}

/**
 * Runs a call once per (customer, key) for a day. The claim is the first write of the work's own
 * transaction: a second call with the key waits for that transaction, then replays its answer
 * (same status; the order read afresh) or, if it rolled back, runs. A crash rolls the claim back
 * with everything else, so nothing is left to wait for. A key that came with another request is
 * refused with 422. Client errors are kept (a declined card stays declined for its key); a server
 * error keeps nothing, so a retry runs again.
 */
export async function runIdempotent<T extends { id: string }>(
  db: Kysely<Database>,
  call: IdempotentCall<T>,
): Promise<StoredResponse> {
  const ids = { customer_id: call.customerId, idempotency_key: call.key, request_hash: call.hash };
  const expiredBefore = () => call.now() - IDEMPOTENCY_KEY_TTL_MS;
  let working = false;
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const keys = idempotencyKeysRepository(trx);
      if (!(await keys.claim(ids, call.now(), expiredBefore()))) {
        return { held: await keys.find(call.customerId, call.key) };
      }
      working = true;
      const body = await call.run(trx);
      await keys.placed(call.customerId, call.key, body.id);
      return { body };
    });
    if ('body' in outcome) return { status: 200, body: outcome.body, replayed: false };
    const { held } = outcome;
    if (!held) throw new Error('idempotency key vanished after its claim was refused');
    if (held.request_hash !== call.hash) {
      throw new AppError(
        422,
        ERROR_CODES.idempotencyKeyReused,
        'This Idempotency-Key was used with a different request.',
      );
    }
    const status = held.response_status ?? 200;
    const body = held.order_id
      ? await call.replay(held.order_id)
      : JSON.parse(held.error_body ?? 'null');
    return { status, body, replayed: true };
  } catch (error) {
    if (working && error instanceof AppError && error.statusCode < 500) {
      const refusal = JSON.stringify(errorBody(error));
      await idempotencyKeysRepository(db).refused(
        ids,
        error.statusCode,
        refusal,
        call.now(),
        expiredBefore(),
      );
    }
    throw error;
  }
}
