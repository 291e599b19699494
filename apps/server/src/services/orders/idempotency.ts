import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { idempotencyKeysRepository } from '../../db/repositories/idempotency-keys.repository';
import { AppError } from '../../http/app-error';
import { SERVER_ERROR_CODES } from '../../http/error-codes';

export interface StoredResponse {
  status: number;
  body: unknown;
  replayed: boolean;
}

export interface IdempotencyPolicy {
  pollMs: number;
  waitMs: number;
  /** A claim this old is taken to be abandoned (its process died; its transaction rolled back). */
  staleMs: number;
}

export const DEFAULT_IDEMPOTENCY_POLICY: IdempotencyPolicy = {
  pollMs: 50,
  waitMs: 10_000,
  staleMs: 60_000,
};

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

export interface IdempotentCall {
  customerId: string;
  key: string;
  hash: string;
  now: () => number;
  /** Does the work; `remember` stores the success inside the work's own transaction. */
  run(remember: (trx: Kysely<Database>, body: unknown) => Promise<void>): Promise<unknown>;
}

/**
 * Runs a call once per (customer, key). A second call with the key replays the stored answer
 * (same status and body), waits while the first is still running, and is refused with 422 when
 * the key came with another request. Client errors are stored too (a declined card stays declined
 * for its key); a server error frees the key so that a retry runs again.
 */
export async function runIdempotent(
  db: Kysely<Database>,
  call: IdempotentCall,
  policy = DEFAULT_IDEMPOTENCY_POLICY,
): Promise<StoredResponse> {
  const keys = idempotencyKeysRepository(db);
  const ids = { customer_id: call.customerId, idempotency_key: call.key, request_hash: call.hash };
  let claimed = await keys.claim(ids, call.now());
  const deadline = Date.now() + policy.waitMs;
  while (!claimed) {
    const row = await keys.find(call.customerId, call.key);
    if (!row) claimed = await keys.claim(ids, call.now());
    else if (row.request_hash !== call.hash) {
      throw new AppError(
        422,
        SERVER_ERROR_CODES.idempotencyKeyReused,
        'This Idempotency-Key was used with a different request.',
      );
    } else if (row.state === 'done') {
      return {
        status: row.response_status ?? 200,
        body: JSON.parse(row.response_body ?? 'null'),
        replayed: true,
      };
    } else if (
      await keys.takeOverStale(call.customerId, call.key, call.now() - policy.staleMs, call.now())
    )
      claimed = true;
    else if (Date.now() > deadline) {
      throw new AppError(
        409,
        SERVER_ERROR_CODES.idempotencyKeyInProgress,
        'A request with this Idempotency-Key is still in progress.',
      );
    } else await sleep(policy.pollMs);
  }
  try {
    const body = await call.run(async (trx, result) => {
      await idempotencyKeysRepository(trx).complete(
        call.customerId,
        call.key,
        200,
        JSON.stringify(result),
        call.now(),
      );
    });
    return { status: 200, body, replayed: false };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      await keys.complete(
        call.customerId,
        call.key,
        error.statusCode,
        JSON.stringify(errorBody(error)),
        call.now(),
      );
    } else {
      await keys.release(call.customerId, call.key);
    }
    throw error;
  }
}
