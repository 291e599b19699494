import { errorMessageFor } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { getCardEntryGrant, tokenizeCard, type WalletCard } from '../../api/transaction';
import { cardPageAnswer, cardSubmitRequest } from './card-message';
import { cardExpiryError } from './card-text';

/** What `useCardEntry` answers: the frame's ref, its grant, and the entry's state. */
export type CardEntry = ReturnType<typeof useCardEntry>;

/** Said when the card page has no whole card to give. */
export const CARD_MISSING = 'Please enter your card details.';

/** The card as typed, or the message saying why there is none. */
export type CardRequest = () => Promise<WalletCard | string>;

// The card page answers within a round trip; past this the customer is told to try again.
const ANSWER_WITHIN_MS = 20_000;

/**
 * A card entry through the provider's page: a single-use client token, the iframe, its
 * postMessage (origin, window and token checked), then tokenize. `attempt` starts a fresh entry;
 * `requestCard` has the card page submit the card as typed (a checkout's one-step Place order).
 */
export function useCardEntry(
  restaurantNumber: number,
  active: boolean,
  onCard: (card: WalletCard) => void,
) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [tokenizing, setTokenizing] = useState(false);
  const [error, setError] = useState<string>();
  // A client token is single use: each time the entry opens again ("Use a different card", a
  // decline), it starts with a fresh one.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setAttempt((n) => n + 1);
  }
  const grant = useQuery({
    queryKey: ['transaction', 'card-entry', restaurantNumber, attempt],
    queryFn: ({ signal }) => getCardEntryGrant(restaurantNumber, signal),
    enabled: active,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const data = grant.data;
  const onCardRef = useRef(onCard);
  onCardRef.current = onCard;
  // The answer a `requestCard` waits for, settled once by whatever the card page says first.
  const waiting = useRef<{
    answer: Promise<WalletCard | string>;
    settle: (result: WalletCard | string) => void;
  }>(undefined);
  const settle = (result: WalletCard | string) => {
    waiting.current?.settle(result);
    waiting.current = undefined;
  };

  // A layout effect: listening from the commit that puts the frame in the page, not a frame
  // later, so no answer of the card page can arrive unheard.
  useLayoutEffect(() => {
    if (!active || !data) return;
    const onMessage = (event: MessageEvent) => {
      const expected = {
        origin: window.location.origin,
        source: frame.current?.contentWindow,
        clientToken: data.clientToken,
      };
      const answer = cardPageAnswer(event, expected);
      if (answer === 'sandbox-card-refused') settle(CARD_MISSING);
      if (answer !== 'sandbox-card-tokenized') return;
      setTokenizing(true);
      setError(undefined);
      tokenizeCard(data.paymentProviderId, data.clientToken)
        .then((card) => {
          const expired = cardExpiryError(card);
          if (expired) {
            setError(expired);
            setAttempt((n) => n + 1);
            settle(expired);
          } else {
            onCardRef.current(card);
            settle(card);
          }
        })
        .catch((failure: unknown) => {
          const message = errorMessageFor(failure instanceof ApiError ? failure.errorCode : null);
          setError(message);
          setAttempt((n) => n + 1);
          settle(message);
        })
        .finally(() => setTokenizing(false));
    };
    window.addEventListener('message', onMessage);
    // A client token lives 15 minutes: start a fresh entry before the page refuses the card.
    const renewIn = Date.parse(data.expiresAt) - Date.now() - 30_000;
    const renew = setTimeout(() => setAttempt((n) => n + 1), Math.max(renewIn, 60_000));
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(renew);
    };
  }, [active, data]);

  const requestCard: CardRequest = () => {
    const page = frame.current?.contentWindow;
    if (!active || !data || !page) return Promise.resolve(CARD_MISSING);
    // A second click while the first is being answered waits for the same answer.
    if (waiting.current) return waiting.current.answer;
    let settleWith: (result: WalletCard | string) => void = () => undefined;
    const answer = new Promise<WalletCard | string>((resolve) => (settleWith = resolve));
    waiting.current = { answer, settle: settleWith };
    setTimeout(() => {
      if (waiting.current?.answer === answer) settle(errorMessageFor(null));
    }, ANSWER_WITHIN_MS);
    page.postMessage(cardSubmitRequest(data.clientToken), window.location.origin);
    return answer;
  };

  return {
    frame,
    requestCard,
    grant: data,
    loading: grant.isPending && active,
    failed: grant.isError,
    tokenizing,
    error,
    restart: () => setAttempt((n) => n + 1),
    clearError: () => setError(undefined),
  };
}
