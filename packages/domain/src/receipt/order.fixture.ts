import type { Order, OrderItem } from '../wire/order.wire';

/** A wire order item for tests; amounts in dollars, as on the wire. */
export function fixtureItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    orderItemId: 'item-1',
    menuId: 'CMG-4105',
    name: 'Build Your Own',
    displayName: 'Build Your Own',
    displaySubName: null,
    servesText: '20',
    quantity: 20,
    price: 10.5,
    subTotal: 210,
    tax: 0,
    total: 210,
    createdTimestamp: '2030-01-01T12:00:00.000Z',
    isOrderAmountFromSubItems: false,
    promotionDeduction: 0,
    popularBuildItemId: null,
    popularBuildName: null,
    subItems: [],
    ...overrides,
  };
}

/** A wire order for tests: pickup, one build-your-own item for 20. */
export function fixtureOrder(
  detail: Partial<Order['orderDetail']> = {},
  overrides: Partial<Order> = {},
): Order {
  return {
    id: 'order-1',
    orderNumber: null,
    status: 'Open',
    name: null,
    ...overrides,
    orderDetail: {
      orderType: 'pickup',
      orderItems: [fixtureItem()],
      paymentItems: [],
      promotionItems: [],
      promotion: null,
      popularBuildItems: [],
      store: { storeNumber: 1001, name: 'Union Square', timezoneId: 'America/New_York' },
      isDelivery: false,
      eventType: 'OFFICE',
      subTotal: 210,
      taxTotal: 18.64,
      total: 228.64,
      pickupInfo: { pickupDate: '2030-01-02T17:00:00.000Z' },
      deliveryInfo: null,
      isGuest: true,
      customer: null,
      submittedAt: null,
      favoriteName: null,
      ...detail,
    },
  };
}
