import { maskPhoneNumber, type Order, personalDetailsShape } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type CustomerSession, isFullUser, sessionQueryOptions } from '../../api/customerauth';
import type { WalletCard } from '../../api/transaction';
import {
  type ContactDetails,
  contactFrom,
  EMPTY_CONTACT,
  fillBlanks,
  readDraft,
  saveDraft,
} from './checkout-draft';

const contactSchema = z.object(personalDetailsShape);

function initialContact(order: Order, session: CustomerSession | undefined): ContactDetails {
  const saved = readDraft(sessionStorage, order.id)?.contact;
  // A full user finds the details of the account filled in (PAY-CHECKOUT-3); a guest's session
  // has no customer.
  const account = session && isFullUser(session) ? session.customer : null;
  const known = saved
    ? fillBlanks(saved, account)
    : contactFrom(order.orderDetail.customer ?? account);
  return { ...known, phoneNumber: maskPhoneNumber(known.phoneNumber) };
}

/** The contact form and the chosen card, both written to sessionStorage as they change. */
export function useCheckoutDraft(order: Order) {
  const session = useQuery(sessionQueryOptions()).data;
  const form = useForm<ContactDetails>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initialContact(order, session),
  });
  const [card, setCard] = useState<WalletCard | null>(
    () => readDraft(sessionStorage, order.id)?.card ?? null,
  );

  // Once placed, the draft is gone for good: a card taken by Place order commits after that.
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current) return;
    saveDraft(sessionStorage, order.id, { contact: form.getValues(), card });
    const subscription = form.watch((values) =>
      saveDraft(sessionStorage, order.id, { contact: { ...EMPTY_CONTACT, ...values }, card }),
    );
    return () => subscription.unsubscribe();
  }, [form, order.id, card]);

  return { form, card, setCard, stopSaving: () => (placed.current = true) };
}
