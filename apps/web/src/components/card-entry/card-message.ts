/** What the provider's card page posts to the checkout once a card is accepted. */
export interface CardTokenizedMessage {
  type: 'sandbox-card-tokenized';
  clientToken: string;
}

export interface ExpectedCardMessage {
  /** The checkout's own origin: the provider page is served from it. */
  origin: string;
  /** The card-entry iframe's window. */
  source: MessageEventSource | null | undefined;
  /** The client token this card entry was started with. */
  clientToken: string | undefined;
}

/**
 * True only for the card page's message: from our origin, from our iframe, with the client token
 * of this entry. Any other window could post a look-alike.
 */
export function isCardTokenizedMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: ExpectedCardMessage,
): event is MessageEvent<CardTokenizedMessage> {
  if (event.origin !== expected.origin) return false;
  if (!expected.source || event.source !== expected.source) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<CardTokenizedMessage>;
  return (
    message.type === 'sandbox-card-tokenized' &&
    typeof message.clientToken === 'string' &&
    message.clientToken.length > 0 &&
    message.clientToken === expected.clientToken
  );
}
