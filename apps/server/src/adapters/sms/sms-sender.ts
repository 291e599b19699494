/** A text message to one phone number in E.164 form (+12125550100). */
export interface SmsMessage {
  to: string;
  body: string;
}

/** What the provider said about a message it took. */
export interface SmsReceipt {
  providerMessageId: string | null;
}

/** A message the provider did not take; `retryable` when trying again later may work. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** The text-message provider (ACC-VERIFY-9): the outbox worker hands it each message once. */
export interface SmsSender {
  readonly name: string;
  /** True when the outbox row is the delivery itself, so its text is kept for reading. */
  readonly keepsBody: boolean;
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/** A US or Canadian 10-digit number as E.164. */
export function toE164(digits: string): string {
  return `+1${digits}`;
}
