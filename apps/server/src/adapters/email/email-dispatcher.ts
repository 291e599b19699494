import type { Kysely } from 'kysely';
import type { Database, StoredAttachment } from '../../db/schema';
import { outboxRepository } from '../../db/repositories/outbox.repository';
import {
  outboxDispatcher,
  type OutboxDispatcher,
  type OutboxLog,
} from '../outbox/outbox-dispatcher';
import { EmailSendError, type EmailSender } from './email-sender';

/**
 * Sends the email outbox's due emails through the sender (the outbox dispatcher: claim, send,
 * retry with backoff, at most once at a time across servers).
 */
export function emailDispatcher(
  db: Kysely<Database>,
  sender: EmailSender,
  { from, now, log }: { from: string; now: () => number; log?: OutboxLog },
): OutboxDispatcher {
  return outboxDispatcher(
    {
      store: outboxRepository(db, 'email_outbox'),
      provider: sender.name,
      send: (row) =>
        sender.send({
          id: row.id,
          from,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: JSON.parse(row.attachments_json) as StoredAttachment[],
        }),
      isRetryable: (error) => !(error instanceof EmailSendError) || error.retryable,
      noun: 'email',
      idKey: 'emailId',
    },
    { now, log },
  );
}
