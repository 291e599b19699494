import type { StoredAttachment } from '../../db/schema';

/** One email, complete: what the outbox row holds and the sender hands to the provider. */
export interface EmailMessage {
  /** The outbox row's id: the Message-ID is made from it, so a resend is recognisably the same. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[];
}

/** What the provider said about an email it took. */
export interface EmailReceipt {
  providerMessageId: string | null;
}

/** An email the provider did not take; `retryable` when trying again later may work. */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}

/** The email provider: the outbox worker hands it each email once. */
export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<EmailReceipt>;
}
