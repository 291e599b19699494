import type { OutboxColumns } from './schema-outbox';

/** The emails an order's placing, edit and cancel write. */
export type OrderEmailKind = 'order-placed' | 'order-changed' | 'order-cancelled';

/** The emails an account's creation and changes to how it signs in write. */
export type AccountEmailKind = 'account-welcome' | 'password-changed' | 'phone-changed';

/** What an outbox email is about; each kind has its template (services/emails/). */
export type EmailKind = OrderEmailKind | AccountEmailKind;

/** A file sent with an email, its content as text (an .ics calendar event). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * An email to send after its transaction commits, complete (headers, HTML, text, attachments), so
 * the worker only delivers it and tests read it as the customer would.
 */
export interface EmailOutboxTable extends OutboxColumns {
  kind: EmailKind;
  order_id: string | null;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  /** StoredAttachment[] as JSON. */
  attachments_json: string;
}
