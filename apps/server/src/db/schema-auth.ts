import type { VerificationContext } from '@catering/domain';
import type { OutboxColumns } from './schema-outbox';

/** Consecutive failed sign-ins of an account and, once too many, until when it is locked. */
export interface AccountLockoutsTable {
  customer_id: string;
  failed_attempts: number;
  locked_until: number | null;
  updated_at: number;
}

/** The live verification code of an account: only its hash, the phone it went to, attempts made. */
export interface VerificationCodesTable {
  customer_id: string;
  context: VerificationContext;
  /** The 10 digits the code was sent to; it becomes the account's number once verified. */
  phone_number: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  /** Wrong codes entered since verification started (kept across resends). */
  attempts: number;
}

/** A text message to send after its transaction commits; a worker delivers it with retries. */
export interface SmsOutboxTable extends OutboxColumns {
  /** E.164, e.g. +12125550100. */
  to_number: string;
  /** Emptied once a real provider has taken the message: codes are not kept in clear. */
  body: string;
}
