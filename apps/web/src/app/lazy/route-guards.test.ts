import { afterEach, describe, expect, test } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { walletQueryOptions } from '../../api/wallet';
import { ROSA, walletCard } from '../../test/account-fixtures';
import { fakeApi, GUEST, orderFixture } from '../../test/fake-api';
import { queryClient } from '../../lib/query-client';
import { builderLoader, checkoutLoader, GUARDS, homeLoader } from './route-guards';

const menu = {
  restaurantNumber: 1001,
  menuItems: [
    { id: 'CMG-4105', price: 12.95 },
    { id: 'CMG-4027', price: 0 },
  ],
};

function args(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return {
    request: new Request(`http://localhost${path}`),
    params,
    context: undefined,
  } as LoaderFunctionArgs;
}

function location(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

afterEach(() => queryClient.clear());

describe('builderLoader', () => {
  test('sends a customer without an order to intake with the menu item', async () => {
    fakeApi({});
    const result = await builderLoader(
      args('/builder/buildyourown/CMG-4105', { menuType: 'CMG-4105' }),
    );
    expect(location(result)).toBe('/order/intake?menuItemId=CMG-4105');
  });

  test('lets a customer with an order build a menu item priced above 0', async () => {
    fakeApi({ 'GET /order/cart': orderFixture(), 'GET /menu/tiered/1001': menu });
    const result = await builderLoader(
      args('/builder/buildyourown/CMG-4105', { menuType: 'CMG-4105' }),
    );
    expect(result).toBeNull();
  });

  test.each([
    ['a free menu item', '/builder/chipsandsalsa/CMG-4027', { menuType: 'CMG-4027' }],
    ['an unknown menu item', '/builder/buildyourown/CMG-9999', { menuType: 'CMG-9999' }],
    ['the wrong builder', '/builder/chipsandsalsa/CMG-4105', { menuType: 'CMG-4105' }],
    [
      'an order item not in the order',
      '/builder/buildyourown/CMG-4105/x',
      { menuType: 'CMG-4105', orderItemId: 'x' },
    ],
  ])('sends %s Home', async (_what, path, params) => {
    fakeApi({ 'GET /order/cart': orderFixture(1), 'GET /menu/tiered/1001': menu });
    expect(location(await builderLoader(args(path, params)))).toBe('/');
  });

  test('sends Home when the restaurant menu cannot load', async () => {
    fakeApi({ 'GET /order/cart': orderFixture() });
    const result = await builderLoader(
      args('/builder/buildyourown/CMG-4105', { menuType: 'CMG-4105' }),
    );
    expect(location(result)).toBe('/');
  });
});

describe('checkoutLoader', () => {
  test('sends an order without items Home and lets one with items through', async () => {
    fakeApi({ 'GET /order/cart': orderFixture(0), 'GET /menu/tiered/1001': menu });
    expect(location(await checkoutLoader())).toBe('/');
    queryClient.clear();
    fakeApi({ 'GET /order/cart': orderFixture(2), 'GET /menu/tiered/1001': menu });
    expect(await checkoutLoader()).toBeNull();
  });
});

describe('homeLoader', () => {
  test('loads the menu of the restaurant nearest the zip code', async () => {
    const fetchMock = fakeApi({
      'GET /geocode': { postalCode: '10017', latitude: 40.75, longitude: -73.97 },
      'GET /menu/geocode': { restaurantNumber: 1001, menuItems: [] },
      'GET /popularbuild': [],
    });
    await expect(homeLoader(args('/?zipCode=10017'))).resolves.toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/v1/geocode?postalCode=10017');
    expect(urls).toContain('/api/v1/menu/geocode?latitude=40.75&longitude=-73.97');
  });

  test('ignores a menu that fails to load', async () => {
    fakeApi({ 'GET /popularbuild': [] });
    await expect(homeLoader(args('/?zipCode=00000'))).resolves.toBeNull();
  });
});

describe('account pages', () => {
  test('send a guest to sign in, coming back to the page (ACC-GUARD-2)', async () => {
    fakeApi({ 'GET /customerauth/getstarted': GUEST });
    const result = await GUARDS.wallet(args('/account/paymentmethods?x=1'));
    expect(location(result)).toBe(
      `/account/login?prevPath=${encodeURIComponent('/account/paymentmethods?x=1')}`,
    );
  });

  test('open with their data loaded, and leave a failed load to the page', async () => {
    const card = walletCard('tok-1');
    fakeApi({ 'GET /customerauth/getstarted': ROSA, 'GET /transaction/wallet': [card] });
    expect(await GUARDS.wallet(args('/account/paymentmethods'))).toBeNull();
    expect(queryClient.getQueryData(walletQueryOptions().queryKey)).toEqual([card]);
    // No cart (404) and no saved addresses answer: the loaders still let the pages open.
    expect(await GUARDS.savedAddresses(args('/account/savedaddresses'))).toBeNull();
  });
});
