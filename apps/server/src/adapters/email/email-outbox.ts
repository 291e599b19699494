import type { Kysely } from 'kysely';
import type { Database, EmailKind, StoredAttachment } from '../../db/schema';
import { outboxRepository } from '../../db/repositories/outbox.repository';

export interface QueuedEmail {
  kind: EmailKind;
  orderId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[];
}

/**
 * Puts an email in the outbox inside the caller's transaction: it leaves only if the transaction
 * commits, and a worker sends it (email-dispatcher.ts).
 */
export function queueEmail(trx: Kysely<Database>, email: QueuedEmail, now: number) {
  return outboxRepository(trx, 'email_outbox').queue(
    {
      kind: email.kind,
      order_id: email.orderId,
      to_address: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments_json: JSON.stringify(email.attachments),
    },
    now,
  );
}
