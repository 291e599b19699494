import nodemailer from 'nodemailer';
import { EmailSendError, type EmailSender } from './email-sender';

const TIMEOUT_MS = 10_000;

/** nodemailer's error for an SMTP answer: its reply code, when the server gave one. */
function smtpCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Sends through any SMTP server or provider: `smtpUrl` is smtp://user:pass@host:587 (STARTTLS
 * when offered) or smtps://...:465. The Message-ID is made from the outbox id, so a message sent
 * again after a crash carries the same id and mail systems can drop the copy.
 */
export function smtpEmailSender(smtpUrl: string, messageIdDomain: string): EmailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({
          messageId: `<${message.id}@${messageIdDomain}>`,
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        });
        return { providerMessageId: info.messageId || null };
      } catch (error) {
        const code = smtpCodeOf(error);
        // 4xx is "try later" in SMTP; 5xx a refusal (no such mailbox, not allowed).
        if (code !== undefined) throw new EmailSendError(`SMTP answered ${code}`, code < 500);
        const kind = (error as { code?: unknown }).code;
        throw new EmailSendError(
          `SMTP unreachable (${String(kind ?? (error as Error).name)})`,
          true,
        );
      }
    },
  };
}
