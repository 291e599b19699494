import { errorMessageFor } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { getCardEntryGrant, tokenizeCard, type WalletCard } from '../../api/transaction';
import { isCardTokenizedMessage } from './card-message';
import { cardExpiryError } from './card-text';

/** What `useCardEntry` answers: the frame's ref, its grant, and the entry's state. */
export type CardEntry = ReturnType<typeof useCardEntry>;

/**
 * A card entry through the provider's page: a single-use client token, the iframe, its
 * postMessage (origin, window and token checked), then tokenize. `attempt` starts a fresh entry.
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

  useEffect(() => {
    if (!active || !data) return;
    const onMessage = (event: MessageEvent) => {
      const expected = {
        origin: window.location.origin,
        source: frame.current?.contentWindow,
        clientToken: data.clientToken,
      };
      if (!isCardTokenizedMessage(event, expected)) return;
      setTokenizing(true);
      setError(undefined);
      tokenizeCard(data.paymentProviderId, data.clientToken)
        .then((card) => {
          const expired = cardExpiryError(card);
          if (expired) {
            setError(expired);
            setAttempt((n) => n + 1);
          } else onCardRef.current(card);
        })
        .catch((failure: unknown) => {
          setError(errorMessageFor(failure instanceof ApiError ? failure.errorCode : null));
          setAttempt((n) => n + 1);
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

  return {
    frame,
    grant: data,
    loading: grant.isPending && active,
    failed: grant.isError,
    tokenizing,
    error,
    restart: () => setAttempt((n) => n + 1),
    clearError: () => setError(undefined),
  };
}
