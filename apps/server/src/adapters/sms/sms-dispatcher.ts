import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { smsOutboxRepository } from '../../db/repositories/sms-outbox.repository';
import { SmsSendError, type SmsSender } from './sms-sender';

/** How long a worker holds a message it is sending; another may take it afterwards. */
const LEASE_MS = 60_000;
/** Tries before a message is given up on. */
export const SMS_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;
const BATCH = 20;

export interface SmsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silent: SmsLog = { warn: () => undefined, error: () => undefined };

/** 5 s, 10 s, 20 s, ... at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Sends the outbox's due messages through the sender. A message is claimed before it is sent, so
 * two workers (two servers) never send it both; a worker that dies mid-send leaves its lease to
 * run out, and the message is sent again then (at least once).
 */
export function smsDispatcher(
  db: Kysely<Database>,
  sender: SmsSender,
  { now, log = silent }: { now: () => number; log?: SmsLog },
) {
  const outbox = smsOutboxRepository(db);

  async function deliver(id: string): Promise<void> {
    if (!(await outbox.claim(id, now(), LEASE_MS))) return;
    const message = await outbox.find(id);
    if (!message) return;
    const attempts = message.attempts + 1;
    const keptBody = sender.keepsBody ? {} : { body: '' };
    try {
      const receipt = await sender.send({ to: message.to_number, body: message.body });
      await outbox.update(id, {
        ...keptBody,
        status: 'sent',
        attempts,
        lease_until: null,
        provider: sender.name,
        provider_message_id: receipt.providerMessageId,
        last_error: null,
        sent_at: now(),
      });
    } catch (error) {
      const retryable = !(error instanceof SmsSendError) || error.retryable;
      const giveUp = !retryable || attempts >= SMS_MAX_ATTEMPTS;
      const lastError = String((error as Error).message).slice(0, 255);
      await outbox.update(id, {
        ...(giveUp ? { ...keptBody, status: 'failed' as const } : {}),
        attempts,
        lease_until: null,
        provider: sender.name,
        next_attempt_at: now() + retryDelayMs(attempts),
        last_error: lastError,
      });
      // Never the text or the number: a code is in the one, the customer in the other.
      log.warn({ smsId: id, attempts, giveUp, reason: lastError }, 'text message not sent');
    }
  }

  /** Sends every message due now, one after the other. */
  async function deliverDue(): Promise<void> {
    for (;;) {
      const ids = await outbox.dueIds(now(), BATCH);
      for (const id of ids) await deliver(id);
      if (ids.length < BATCH) return;
    }
  }

  let running: Promise<void> | null = null;
  let again = false;

  return {
    deliverDue,

    /** Sends what is due in the background; a nudge during a run makes one more run. */
    nudge(): void {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await deliverDue().catch((error: unknown) =>
            log.error({ err: error }, 'text message outbox run failed; the worker retries'),
          );
        } while (again);
      })().finally(() => {
        running = null;
      });
    },

    /** Resolves once no background run is going (the app waits for it before closing). */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}

export type SmsDispatcher = ReturnType<typeof smsDispatcher>;

/** Runs the dispatcher every `intervalMs` (retries and messages another process left behind). */
export function startSmsWorker(dispatcher: SmsDispatcher, intervalMs: number): () => void {
  const timer = setInterval(() => dispatcher.nudge(), intervalMs);
  timer.unref();
  dispatcher.nudge();
  return () => clearInterval(timer);
}
