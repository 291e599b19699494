import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'smtp-secret';

export interface Received {
  mail: ParsedMail;
  envelopeTo: string[];
}

/**
 * A local SMTP server on 127.0.0.1 that requires a login and keeps each message it accepts,
 * parsed. `answers` scripts the reply to each delivery in turn: 'ok', or an SMTP code to refuse
 * the recipient with (451 try later, 550 no such mailbox). `onConnect` is told of each connection.
 */
export async function startSmtpServer(
  options: {
    answers?: ('ok' | 451 | 550)[];
    onConnect?: () => void;
    /** Told of each message once it is kept, before the client hears it was accepted. */
    onMessage?: () => void;
  } = {},
) {
  const received: Received[] = [];
  let deliveries = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      options.onConnect?.();
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      const answers = options.answers ?? ['ok'];
      const answer = answers[Math.min(deliveries, answers.length - 1)]!;
      deliveries += 1;
      if (answer === 'ok') return callback();
      const error = Object.assign(new Error(`refused with ${answer}`), { responseCode: answer });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          options.onMessage?.();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
