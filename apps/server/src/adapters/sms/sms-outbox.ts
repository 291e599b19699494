import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { smsOutboxRepository } from '../../db/repositories/sms-outbox.repository';
import type { SmsMessage } from './sms-sender';

/**
 * Puts a message in the outbox inside the caller's transaction: it leaves only if the transaction
 * commits, and a worker sends it (sms-dispatcher.ts).
 */
export function queueSms(trx: Kysely<Database>, message: SmsMessage, now: number) {
  return smsOutboxRepository(trx).insert({
    id: randomUUID(),
    to_number: message.to,
    body: message.body,
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
}
