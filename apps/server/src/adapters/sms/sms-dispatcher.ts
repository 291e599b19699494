import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { outboxRepository } from '../../db/repositories/outbox.repository';
import {
  OUTBOX_MAX_ATTEMPTS,
  outboxDispatcher,
  startOutboxWorker,
  type OutboxDispatcher,
  type OutboxLog,
} from '../outbox/outbox-dispatcher';
import { SmsSendError, type SmsSender } from './sms-sender';

export type SmsLog = OutboxLog;
/** Tries before a message is given up on. */
export const SMS_MAX_ATTEMPTS = OUTBOX_MAX_ATTEMPTS;

/**
 * Sends the text-message outbox's due messages through the sender (the outbox dispatcher: claim,
 * send, retry with backoff). With a real provider the text is emptied once the message is sent
 * or given up, so codes are not kept in clear.
 */
export function smsDispatcher(
  db: Kysely<Database>,
  sender: SmsSender,
  { now, log }: { now: () => number; log?: SmsLog },
) {
  const outbox = outboxRepository(db, 'sms_outbox');
  return outboxDispatcher(
    {
      store: {
        ...outbox,
        update: (id, changes) =>
          outbox.update(
            id,
            changes.status && !sender.keepsBody ? { ...changes, body: '' } : changes,
          ),
      },
      provider: sender.name,
      send: (message) => sender.send({ to: message.to_number, body: message.body }),
      isRetryable: (error) => !(error instanceof SmsSendError) || error.retryable,
      noun: 'text message',
      idKey: 'smsId',
    },
    { now, log },
  );
}

export type SmsDispatcher = OutboxDispatcher;

/** Runs the dispatcher every `intervalMs` (retries and messages another process left behind). */
export const startSmsWorker = startOutboxWorker;
