import { expect, test } from 'vitest';
import {
  DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE,
  validateDeliveryQuoteRequest,
} from './delivery-quote';

const complete = {
  deliveryAddress: { address1: '1 Main St' },
  deliveryTime: '2025-11-26T17:00:00Z',
  restaurantNumbers: [2541],
};

test('accepts a quote request with address, time and restaurant numbers', () => {
  expect(validateDeliveryQuoteRequest(complete)).toBeUndefined();
});

test.each([
  ['address', { ...complete, deliveryAddress: undefined }],
  ['null address', { ...complete, deliveryAddress: null }],
  ['time', { ...complete, deliveryTime: '' }],
  ['restaurant numbers', { ...complete, restaurantNumbers: [] }],
  ['anything', {}],
])('rejects a quote request missing %s', (_missing, request) => {
  expect(validateDeliveryQuoteRequest(request)).toBe(DELIVERY_QUOTE_MISSING_FIELDS_MESSAGE);
});
