export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** The delivery columns every outbox table has (sms_outbox, email_outbox); see outbox.repository.ts. */
export interface OutboxColumns {
  id: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  /** A worker holds the message until then; another may take it afterwards. */
  lease_until: number | null;
  provider: string | null;
  provider_message_id: string | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}
