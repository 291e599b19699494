import { dollarsToCents, formatCurrency, type Order } from '@catering/domain';
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isFullUser, sessionQueryOptions } from '../../api/customerauth';
import { cartQueryOptions } from '../../api/order';
import type { WalletCard } from '../../api/transaction';
import { Button } from '../../ui/button';
import { CardPayment } from './card-payment';
import { cardExpiryError } from '../../components/card-entry/card-text';
import { CARD_MISSING, type CardRequest } from '../../components/card-entry/use-card-entry';
import type { ContactDetails } from './checkout-draft';
import { CheckoutSummary } from './checkout-summary';
import { ContactDetailsFields } from './contact-details';
import { DeliveryTip } from './delivery-tip';
import { OrderDetails } from './order-details';
import { useCheckoutDraft } from './use-checkout-draft';
import { usePlaceOrder } from './use-place-order';
import { useSavedCards } from './use-saved-cards';
import { useSplitPartner } from '../../components/delivery-limit/use-split-delivery';

const CONTACT_FIELDS = ['firstName', 'lastName', 'emailAddress', 'phoneNumber'] as const;

/** The checkout: details, contact, tip, card, and "Place order - {total}". */
export function CheckoutForm({ order, onPlaced }: { order: Order; onPlaced: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, card, setCard, stopSaving } = useCheckoutDraft(order);
  const session = useQuery(sessionQueryOptions()).data;
  const wallet = useSavedCards(Boolean(session && isFullUser(session)), card, setCard);
  const placing = usePlaceOrder(order);
  const [cardNotice, setCardNotice] = useState<string>();
  const payment = useRef<HTMLDivElement>(null);
  const cardRequest = useRef<CardRequest>(null);
  const [checkingCard, setCheckingCard] = useState(false);
  // A split order pays for both deliveries in this one checkout.
  const partner = useSplitPartner(order);
  const total = formatCurrency(
    dollarsToCents(order.orderDetail.total) +
      (partner ? dollarsToCents(partner.orderDetail.total) : 0),
  );

  const chooseCard = (next: WalletCard | null) => {
    setCard(next);
    if (next) setCardNotice(undefined);
    placing.clearFailure();
  };
  const enterCard = (next: WalletCard) => {
    chooseCard(next);
    wallet.keepIfAsked(next);
  };

  // The first invalid field in reading order takes the focus.
  const focusFirstError = (errors: FieldErrors<ContactDetails>) => {
    const first = CONTACT_FIELDS.find((name) => errors[name]);
    if (first) form.setFocus(first);
  };

  // One step: a new card not yet taken from the card page is asked for as typed.
  const cardToPay = async (): Promise<WalletCard | string> => {
    if (card) return cardExpiryError(card) ?? card;
    setCheckingCard(true);
    try {
      return (await cardRequest.current?.()) ?? CARD_MISSING;
    } finally {
      setCheckingCard(false);
    }
  };

  const submit = form.handleSubmit(async (contact) => {
    const paying = await cardToPay();
    if (typeof paying === 'string') {
      if (card) setCard(null);
      setCardNotice(paying);
      payment.current?.scrollIntoView({ block: 'center' });
      return;
    }
    const result = await placing.place(contact, paying);
    if (!result) return;
    if ('id' in result) {
      stopSaving();
      onPlaced();
      await navigate(`/order/confirmation/${encodeURIComponent(result.id)}`, { replace: true });
      // The placed order is no longer the cart: the header badge and the order band follow.
      void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
    } else if (result.cardRejected) {
      setCard(null);
      setCardNotice(result.message);
      wallet.refresh();
    }
  }, focusFirstError);

  const failure =
    placing.failure && !placing.failure.cardRejected ? placing.failure.message : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="space-y-8">
        <OrderDetails order={order} />
        <ContactDetailsFields form={form} />
        {order.orderDetail.isDelivery && <DeliveryTip order={order} />}
        <div ref={payment}>
          <CardPayment
            restaurantNumber={order.orderDetail.store.storeNumber}
            card={card}
            onCard={chooseCard}
            onEntered={enterCard}
            notice={cardNotice}
            wallet={wallet.offer}
            entryReady={wallet.entryReady}
            announcement={wallet.announcement}
            cardRequest={cardRequest}
          />
        </div>
      </div>
      <CheckoutSummary order={order}>
        {failure && (
          <p role="alert" className="rounded-xl border-2 border-chile p-3 font-semibold text-chile">
            {failure}
          </p>
        )}
        {partner && (
          <p className="text-sm font-semibold">
            Delivery 2 of 2 adds {formatCurrency(dollarsToCents(partner.orderDetail.total))}: both
            are paid together.
          </p>
        )}
        <Button type="submit" block size="lg" busy={placing.submitting || checkingCard}>
          Place order - {total}
        </Button>
        <p className="text-center text-sm text-ink-muted">
          Your card is charged {total} when you place the order.
        </p>
      </CheckoutSummary>
    </form>
  );
}
