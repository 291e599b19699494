import type { PaymentAuthorizationRow } from '../../db/repositories/payment-authorizations.repository';
import type { Authorization, AuthorizationStatus } from './payment-provider';

/** An authorization row as the adapter interface returns it; shared by every provider. */
export function toAuthorization(row: PaymentAuthorizationRow): Authorization {
  return {
    authorizationId: row.id,
    status: row.status as AuthorizationStatus,
    ...(row.decline_reason ? { declineReason: row.decline_reason } : {}),
    amountCents: row.amount_cents,
    tokenId: row.token_id,
    orderId: row.order_id,
  };
}

/** Amounts are whole, positive cents; anything else is a programming error in the caller. */
export function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`amountCents must be a positive integer, got ${amountCents}`);
  }
}
