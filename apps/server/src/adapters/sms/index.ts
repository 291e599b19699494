import type { Config } from '../../config';
import { outboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';
import { twilioSmsSender } from './twilio-sms-sender';

export { SmsSendError, toE164, type SmsMessage, type SmsSender } from './sms-sender';

/** Twilio when its settings are present (config checks they come together), else the outbox. */
export function createSmsSender(config: Config): SmsSender {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM) {
    return twilioSmsSender({
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      from: config.TWILIO_FROM,
      apiUrl: config.TWILIO_API_URL,
    });
  }
  return outboxSmsSender();
}
