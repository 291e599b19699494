import { z } from 'zod';
import { expect, test } from 'vitest';
import { firstErrorPerField } from './field-errors';

const schema = z.object({
  name: z.string().min(1, 'Name needed').max(3, 'Too long'),
  address: z.object({ city: z.string().min(2, 'City too short') }),
});

test('keeps only the first message of each failing field, keyed by dotted path', () => {
  expect(firstErrorPerField(schema, { name: '', address: { city: 'x' } })).toEqual({
    name: 'Name needed',
    'address.city': 'City too short',
  });
});

test('returns no messages for a valid value', () => {
  expect(firstErrorPerField(schema, { name: 'Al', address: { city: 'Rome' } })).toEqual({});
});
