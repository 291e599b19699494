import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, EmailKind, StoredAttachment } from '../../db/schema';
import { emailOutboxRepository } from '../../db/repositories/email-outbox.repository';

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
export async function queueEmail(
  trx: Kysely<Database>,
  email: QueuedEmail,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await emailOutboxRepository(trx).insert({
    id,
    kind: email.kind,
    order_id: email.orderId,
    to_address: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments_json: JSON.stringify(email.attachments),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    lease_until: null,
    provider: null,
    provider_message_id: null,
    last_error: null,
    created_at: now,
    sent_at: null,
  });
  return id;
}
