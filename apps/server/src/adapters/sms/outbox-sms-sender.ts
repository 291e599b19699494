import type { SmsSender } from './sms-sender';

/**
 * The built-in sender: nothing leaves the machine. The outbox row is the message; tests and the
 * development outbox page read it there.
 */
export function outboxSmsSender(): SmsSender {
  return {
    name: 'outbox',
    keepsBody: true,
    send: async () => ({ providerMessageId: null }),
  };
}
