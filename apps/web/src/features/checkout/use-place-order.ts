import { type Order, type SubmitOrderBody, toPhoneDigits } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionQueryOptions } from '../../api/customerauth';
import { orderQueryOptions } from '../../api/order';
import { submitOrder } from '../../api/submit';
import {
  editRefusal,
  placedOrderChanged,
  setEditOrderId,
  showEditRefusal,
} from '../../components/order-edit/order-edit-session';
import type { WalletCard } from '../../api/transaction';
import { isCriticalError, showErrorDialog } from '../../lib/error-dialog';
import type { ContactDetails } from './checkout-draft';
import { clearCheckout, fraudSessionId } from './checkout-storage';
import { forgetSubmitKeys, submitKeyFor } from './idempotency-key';
import { type SubmitFailure, submitFailure } from './submit-failure';

/** The submit body: the card's token, the contact details (phone as digits) and the fraud session. */
export function submitBody(contact: ContactDetails, card: WalletCard): SubmitOrderBody {
  return {
    payment: { paymentProviderId: card.paymentProviderId, tokenId: card.tokenId },
    customer: {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      emailAddress: contact.emailAddress.trim(),
      phoneNumber: toPhoneDigits(contact.phoneNumber),
    },
    fraudSessionId: fraudSessionId(sessionStorage),
  };
}

/** PUT /order/{id}/submit once at a time, with an idempotency key kept for retries of the same attempt. */
export function usePlaceOrder(order: Order) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure>();

  async function place(
    contact: ContactDetails,
    card: WalletCard,
  ): Promise<Order | SubmitFailure | null> {
    // A second click lands before React re-renders the disabled button: the ref stops it.
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(undefined);
    const body = submitBody(contact, card);
    const key = submitKeyFor(sessionStorage, {
      orderId: order.id,
      tokenId: card.tokenId,
      contact: JSON.stringify(body.customer),
    });
    try {
      const placed = await submitOrder(order.id, body, key);
      clearCheckout(sessionStorage, order.id);
      queryClient.setQueryData(orderQueryOptions(placed.id).queryKey, placed);
      // An edit draft is placed as the order it edits (AFT-EDIT-4): the session edits no more, so
      // the confirmation of that order shows it rather than sending the customer back here.
      if (placed.id !== order.id) {
        setEditOrderId(queryClient, null);
        placedOrderChanged(queryClient, placed);
      }
      // Placed: the button stays busy and locked while the confirmation loads, so the second
      // click of a double-click (or an impatient one) cannot send the order again.
      return placed;
    } catch (error) {
      // Not placed: the customer may try again.
      inFlight.current = false;
      setSubmitting(false);
      const outcome = submitFailure(error);
      if (!outcome.keepKey) forgetSubmitKeys(sessionStorage, order.id);
      setFailure(outcome);
      if (isCriticalError(error)) void showErrorDialog(error);
      // An edit refused at the last step: whom to call, or undone and Home (AFT-EDIT-5 and 6).
      const editing = queryClient.getQueryData(sessionQueryOptions().queryKey)?.cateringEditOrderId;
      if (editing && editRefusal(error) !== 'other')
        void showEditRefusal(queryClient, error, { orderId: editing, goHome: () => navigate('/') });
      return outcome;
    }
  }

  return { place, submitting, failure, clearFailure: () => setFailure(undefined) };
}
