import { SmsSendError, type SmsSender } from './sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service the account owns. */
  from: string;
  /** Twilio's API origin; tests point it at a local server. */
  apiUrl: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** Sends through Twilio's Messages API: a form-encoded POST with basic authentication. */
export function twilioSmsSender(settings: TwilioSettings): SmsSender {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;

  return {
    name: 'twilio',
    keepsBody: false,
    async send({ to, body }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError(`Twilio unreachable (${(error as Error).name})`, true);
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (response.ok) {
        return { providerMessageId: typeof answer.sid === 'string' ? answer.sid : null };
      }
      const code = typeof answer.code === 'number' ? `, error ${answer.code}` : '';
      // Throttling and server failures pass; a refused message (bad number, bad account) does not.
      const retryable = response.status === 429 || response.status >= 500;
      throw new SmsSendError(`Twilio answered ${response.status}${code}`, retryable);
    },
  };
}
