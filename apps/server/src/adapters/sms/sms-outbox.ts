import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { outboxRepository } from '../../db/repositories/outbox.repository';
import type { SmsMessage } from './sms-sender';

/**
 * Puts a message in the outbox inside the caller's transaction: it leaves only if the transaction
 * commits, and a worker sends it (sms-dispatcher.ts).
 */
export function queueSms(trx: Kysely<Database>, message: SmsMessage, now: number) {
  return outboxRepository(trx, 'sms_outbox').queue(
    { to_number: message.to, body: message.body },
    now,
  );
}
