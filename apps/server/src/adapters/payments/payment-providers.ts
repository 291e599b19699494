import type { PaymentProvider } from './payment-provider';
import { sandboxPaymentProvider } from './sandbox/sandbox-payment-provider';

export interface PaymentProviders {
  /** The provider new cards are entered with. */
  current: PaymentProvider;
  /** A provider by its paymentProviderId, or undefined when this service does not know it. */
  byId(id: string): PaymentProvider | undefined;
}

/** The providers this deployment talks to; only the built-in sandbox so far. */
export function createPaymentProviders(
  providers: PaymentProvider[] = [sandboxPaymentProvider],
): PaymentProviders {
  const [current] = providers;
  if (!current) throw new Error('at least one payment provider is required');
  return { current, byId: (id) => providers.find((provider) => provider.id === id) };
}
