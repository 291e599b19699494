import { describe, expect, test } from 'vitest';
import { deliveryAddressSchema } from '../schemas/delivery-address.schema';
import {
  newSavedAddressBodySchema,
  savedAddressIdSchema,
  savedAddressSchema,
  savedAddressUpdateBodySchema,
  updateCustomerBodySchema,
  walletTokenIdSchema,
} from './customer.wire';

const OFFICE = {
  address1: '405 Lexington Ave',
  city: 'New York',
  state: 'NY',
  postalCode: '10174',
};

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('a saved address body (ACC-ADDR-1)', () => {
  test('fills what was not given: empty texts, US, addressName OFFICE', () => {
    expect(newSavedAddressBodySchema.parse(OFFICE)).toEqual({
      ...OFFICE,
      address2: '',
      country: 'US',
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      phone: '',
      extension: '',
      instructions: '',
      addressName: 'OFFICE',
    });
  });

  test('keeps the contact: phone as digits, extension, company, a name of its own', () => {
    const parsed = newSavedAddressBodySchema.parse({
      ...OFFICE,
      firstName: 'Ana',
      lastName: 'Ruiz',
      company: 'Acme',
      phone: '(212) 555-0100',
      extension: '204',
      addressName: 'HQ',
    });
    expect(parsed).toMatchObject({
      phone: '2125550100',
      extension: '204',
      company: 'Acme',
      addressName: 'HQ',
    });
  });

  test('keeps a Canadian postal code as A1A 1A1 (ACC-FIELD-4)', () => {
    const parsed = newSavedAddressBodySchema.parse({
      ...OFFICE,
      state: 'ON',
      country: 'CA',
      postalCode: 'm5v-2t6',
    });
    expect(parsed.postalCode).toBe('M5V 2T6');
  });

  test.each([
    ['a postal code of the wrong country', { postalCode: 'M5V 2T6' }, 'postalCode'],
    ['an email without a domain', { email: 'ana@' }, 'email'],
    ['a phone of nine digits', { phone: '212555010' }, 'phone'],
    ['an extension with letters', { extension: '12a' }, 'extension'],
    ['a street with a NUL character', { address1: 'Main\u0000St' }, 'address1'],
    ['an instruction longer than 250', { instructions: 'x'.repeat(251) }, 'instructions'],
    ['a blank city', { city: '   ' }, 'city'],
  ])('refuses %s', (_name, change, field) => {
    expect(fieldsOf(newSavedAddressBodySchema.safeParse({ ...OFFICE, ...change }))).toContain(
      field,
    );
  });

  test('an update names the address it replaces', () => {
    expect(fieldsOf(savedAddressUpdateBodySchema.safeParse(OFFICE))).toContain('addressId');
    expect(savedAddressUpdateBodySchema.parse({ ...OFFICE, addressId: 'a1' }).addressId).toBe('a1');
  });

  test('a saved address as answered is also a delivery address for the intake', () => {
    const saved = savedAddressSchema.parse({
      addressId: 'a1',
      ...newSavedAddressBodySchema.parse(OFFICE),
      latitude: 40.75,
      longitude: -73.97,
    });
    expect(deliveryAddressSchema.safeParse(saved).success).toBe(true);
  });
});

describe('a customer update (ACC-PROFILE-2, ACC-PROFILE-3)', () => {
  test('takes the country alone, for the update-country prompt', () => {
    expect(updateCustomerBodySchema.parse({ country: 'CA' })).toEqual({ country: 'CA' });
  });

  test('takes the personal details with the rules of sign-up, the phone as digits', () => {
    const parsed = updateCustomerBodySchema.parse({
      firstName: 'Ana',
      lastName: 'Ruiz',
      emailAddress: 'ana+work@example.com',
      phoneNumber: '(212) 555-0100',
    });
    expect(parsed.phoneNumber).toBe('2125550100');
  });

  test.each([
    ['nothing at all', {}, ''],
    ['a first name of 36 characters', { firstName: 'x'.repeat(36) }, 'firstName'],
    ['a country other than US or CA', { country: 'MX' }, 'country'],
    ['an area code starting with 1', { phoneNumber: '1125550100' }, 'phoneNumber'],
    ['an email on a doubled domain', { emailAddress: 'a@com.com' }, 'emailAddress'],
    ['a last name with a tab', { lastName: 'Ru\tiz' }, 'lastName'],
  ])('refuses %s', (_name, body, field) => {
    expect(fieldsOf(updateCustomerBodySchema.safeParse(body))).toContain(field);
  });
});

describe('ids named in paths and bodies', () => {
  test('take letters, digits, "-" and "_" only, so no control character reaches a query', () => {
    expect(savedAddressIdSchema.safeParse('0d6f3c1e-8a7b-4c2d-9e0f-1a2b3c4d5e6f').success).toBe(
      true,
    );
    expect(walletTokenIdSchema.safeParse('sbx_AbC-123').success).toBe(true);
    for (const bad of ['', 'a\u0000b', 'a b', 'x'.repeat(65), '../x', 'é']) {
      expect(walletTokenIdSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(savedAddressIdSchema.safeParse('x'.repeat(37)).success).toBe(false);
  });
});
