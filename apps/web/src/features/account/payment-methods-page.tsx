import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { cartQueryOptions } from '../../api/order';
import { cardLabel } from '../../components/card-entry/card-text';
import { config } from '../../config';
import { Button } from '../../ui/button';
import { AccountLayout } from './account-layout';
import { AddCardPanel } from './payment-methods/add-card-panel';
import { useWallet } from './payment-methods/use-wallet';
import { WalletCardItem } from './payment-methods/wallet-card-item';

/** /account/paymentmethods: the wallet's cards, add one through the provider, delete (ACC-WALLET-1). */
function PaymentMethodsPage() {
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const cart = useQuery(cartQueryOptions()).data;
  const close = () => {
    setAdding(false);
    wallet.clearFailure();
    requestAnimationFrame(() => heading.current?.focus());
  };
  const wallet = useWallet((card) => {
    setAnnouncement(`${cardLabel(card)} saved.`);
    close();
  });
  const cards = wallet.cards.data ?? [];
  // The provider is chosen per restaurant: the current order's, else the wallet's (decision 138).
  const restaurantNumber = cart?.orderDetail.store.storeNumber ?? config.walletRestaurantNumber;
  return (
    <AccountLayout title="Payment methods" intro="Cards saved here are offered first at checkout.">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        Your cards
      </h2>
      {wallet.cards.isPending ? (
        <p role="status" className="text-ink-muted">
          Loading your cards…
        </p>
      ) : (
        <div className="space-y-6">
          {cards.length === 0 ? (
            <p className="text-ink-muted">No saved cards yet.</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {cards.map((card) => (
                <li key={card.tokenId}>
                  <WalletCardItem
                    card={card}
                    deleting={wallet.deletingId === card.tokenId}
                    onDelete={() => void wallet.confirmDelete(card)}
                  />
                </li>
              ))}
            </ul>
          )}
          {adding ? (
            <AddCardPanel
              restaurantNumber={restaurantNumber}
              saving={wallet.saving}
              failure={wallet.failure}
              onCard={wallet.save}
              onCancel={close}
            />
          ) : (
            <Button
              onClick={() => {
                setAnnouncement('');
                setAdding(true);
              }}
            >
              Add a card
            </Button>
          )}
        </div>
      )}
    </AccountLayout>
  );
}

export { PaymentMethodsPage as Component };
