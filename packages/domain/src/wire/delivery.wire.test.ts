import { expect, test } from 'vitest';
import { deliveryQuoteBodySchema } from './delivery.wire';
import { deliverySearchBodySchema } from './restaurant.wire';

const ADDRESS = {
  street: '89 E 42nd St',
  city: 'New York',
  state: 'NY',
  postalCode: '10017',
  latitude: 40.7527,
  longitude: -73.9772,
};

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

test('a quote or delivery search address refuses control characters in its text', () => {
  const address = {
    ...ADDRESS,
    street: '89 E\u0000 42nd St',
    city: 'New York\u001f',
    state: '\u007fNY',
    postalCode: '1001\u00007',
  };
  const fields = ['street', 'city', 'state', 'postalCode'].map((key) => `deliveryAddress.${key}`);
  expect(fieldsOf(deliverySearchBodySchema.safeParse({ deliveryAddress: address }))).toEqual(
    fields,
  );
  expect(
    fieldsOf(
      deliveryQuoteBodySchema.safeParse({
        deliveryAddress: { ...address, instructions: 'Front\u0000desk' },
      }),
    ),
  ).toEqual([...fields, 'deliveryAddress.instructions']);
});

test('a quote address with plain text is taken', () => {
  const body = { deliveryAddress: { ...ADDRESS, instructions: 'Front desk, ask for Zoë' } };
  expect(deliveryQuoteBodySchema.safeParse(body).success).toBe(true);
});
