import type { Config } from '../../config';
import type { EmailSender } from './email-sender';
import { outboxEmailSender } from './outbox-email-sender';
import { smtpEmailSender } from './smtp-email-sender';

export { EmailSendError, type EmailMessage, type EmailSender } from './email-sender';

/** The address part of EMAIL_FROM ("Name <a@b>" or "a@b"). */
export function senderAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The display name of EMAIL_FROM, else the address. */
export function senderNameOf(from: string): string {
  const name = from
    .replace(/<[^>]*>/, '')
    .replace(/"/g, '')
    .trim();
  return name || senderAddressOf(from);
}

/** SMTP when EMAIL_SMTP_URL is set, else the outbox only. */
export function createEmailSender(config: Config): EmailSender {
  if (config.EMAIL_SMTP_URL) {
    const domain = senderAddressOf(config.EMAIL_FROM).split('@')[1] ?? 'localhost';
    return smtpEmailSender(config.EMAIL_SMTP_URL, domain);
  }
  return outboxEmailSender();
}
