import { expect, test } from 'vitest';
import { walletCard } from '../../test/account-fixtures';
import { contactFrom, EMPTY_CONTACT, fillBlanks, readDraft, saveDraft } from './checkout-draft';

const card = walletCard();

test('keeps the draft of an order across a reload', () => {
  const contact = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'a@b.co',
    phoneNumber: '(212) 555-0100',
  };
  saveDraft(sessionStorage, 'order-1', { contact, card });
  expect(readDraft(sessionStorage, 'order-1')).toEqual({ contact, card });
  expect(readDraft(sessionStorage, 'order-2')).toBeNull();
});

test('starts the contact form blank for a detail the signed-in customer never gave', () => {
  const customer = {
    firstName: 'Ada',
    lastName: null,
    emailAddress: 'a@b.co',
    country: 'US',
    phoneNumber: null,
  };
  expect(contactFrom(customer)).toEqual({
    firstName: 'Ada',
    lastName: '',
    emailAddress: 'a@b.co',
    phoneNumber: '',
  });
});

test("a draft kept while a guest does not hide the signed-in customer's details; typed ones stay", () => {
  const account = {
    firstName: 'Rosa',
    lastName: 'Diaz',
    emailAddress: 'rosa@example.com',
    country: 'US',
    phoneNumber: '2125550100',
  };
  expect(fillBlanks(EMPTY_CONTACT, account)).toEqual({
    firstName: 'Rosa',
    lastName: 'Diaz',
    emailAddress: 'rosa@example.com',
    phoneNumber: '2125550100',
  });
  expect(fillBlanks({ ...EMPTY_CONTACT, firstName: 'Rosita' }, account).firstName).toBe('Rosita');
  expect(fillBlanks(EMPTY_CONTACT, null)).toEqual(EMPTY_CONTACT);
});
