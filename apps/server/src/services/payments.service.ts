import type { Kysely } from 'kysely';
import type { PaymentProviderInfo } from '@catering/domain';
import type { Database } from '../db/schema';
import type { ClientTokenGrant, WalletCard } from '../adapters/payments/payment-provider';
import {
  createPaymentProviders,
  type PaymentProviders,
} from '../adapters/payments/payment-providers';
import { paymentTokenNotFoundError } from '../adapters/payments/payment-errors';

/** Card entry and tokenization for the /transaction calls; the order submit reaches providers through `provider`. */
export function paymentsService(
  db: Kysely<Database>,
  providers: PaymentProviders = createPaymentProviders(),
) {
  return {
    /** A client token of the current provider for the customer's card entry. */
    startCardEntry: (customerId: string, restaurantNumber: number): Promise<ClientTokenGrant> =>
      providers.current.createClientToken(db, { customerId, restaurantNumber }),

    /** The wallet card entered with the client token; 404 unless it is this customer's, used and unexpired. */
    async tokenize(
      providerId: string,
      clientToken: string,
      customerId: string,
    ): Promise<WalletCard> {
      const provider = providers.byId(providerId);
      if (!provider) throw paymentTokenNotFoundError('This payment provider is not known.');
      const card = await provider.tokenize(db, clientToken, customerId);
      if (!card) throw paymentTokenNotFoundError();
      return card;
    },

    /** GET /transaction/provider/{id}: what a provider takes; 404 PAY-0404 for an unknown code. */
    describeProvider(providerId: string): PaymentProviderInfo {
      const provider = providers.byId(providerId);
      if (!provider) throw paymentTokenNotFoundError('This payment provider is not known.');
      return {
        paymentProviderId: provider.id,
        name: provider.name,
        acceptsNewCards: provider === providers.current,
        cardBrands: [...provider.cardBrands],
      };
    },

    provider: providers.byId,
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
