/** What the provider's card page posts: the card accepted, or (when asked for it) refused. */
export type CardPageAnswer = 'sandbox-card-tokenized' | 'sandbox-card-refused';

interface CardPageMessage {
  type: CardPageAnswer;
  clientToken: string;
}

/** What the checkout posts to the card page to have the card as typed submitted. */
export const cardSubmitRequest = (clientToken: string) => ({
  type: 'sandbox-card-submit',
  clientToken,
});

export interface ExpectedCardMessage {
  /** The checkout's own origin: the provider page is served from it. */
  origin: string;
  /** The card-entry iframe's window. */
  source: MessageEventSource | null | undefined;
  /** The client token this card entry was started with. */
  clientToken: string | undefined;
}

/**
 * The card page's answer, only from our origin, from our iframe, with the client token of this
 * entry; undefined for anything else (any other window could post a look-alike).
 */
export function cardPageAnswer(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: ExpectedCardMessage,
): CardPageAnswer | undefined {
  if (event.origin !== expected.origin) return undefined;
  if (!expected.source || event.source !== expected.source) return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Partial<CardPageMessage>;
  const known =
    message.type === 'sandbox-card-tokenized' || message.type === 'sandbox-card-refused';
  const ours =
    typeof message.clientToken === 'string' &&
    message.clientToken.length > 0 &&
    message.clientToken === expected.clientToken;
  return known && ours ? message.type : undefined;
}
