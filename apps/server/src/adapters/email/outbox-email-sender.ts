import type { EmailSender } from './email-sender';

/**
 * The built-in sender: nothing leaves the machine. The outbox row is the email; tests and the
 * development page GET /dev/emails read it there.
 */
export function outboxEmailSender(): EmailSender {
  return { name: 'outbox', send: async () => ({ providerMessageId: null }) };
}
