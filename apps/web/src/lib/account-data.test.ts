import { describe, expect, test } from 'vitest';
import { isAccountData } from './account-data';

describe('isAccountData', () => {
  test.each([
    [['loyalty', 'points']],
    [['order', 'detail', 'order-1']],
    [['order', 'validity', 'order-1']],
    [['customer', 'delivery']],
    [['transaction', 'wallet']],
  ])('drops the customer data %j', (key) => {
    expect(isAccountData(key)).toBe(true);
  });

  test.each([
    [['menu', 'home', null]],
    [['enum', 'eventtypes']],
    [['popularbuild']],
    [['restaurant', 'search', {}]],
    [['customerauth', 'session']],
    [['order', 'cart']],
  ])('keeps %j, shared or reloaded by the caller', (key) => {
    expect(isAccountData(key)).toBe(false);
  });
});
