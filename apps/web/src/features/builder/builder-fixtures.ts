import { dollarsToCents, FOOD_GROUP_KEYS, type Order, type OrderItem } from '@catering/domain';
import type { MenuFoodGroup, MenuItem, MenuOption } from '../../api/menu';

// Test data shaped like GET /menu/tiered/{n} and the order wire contract.

const MEAT = new Set(['chicken', 'steak', 'barbacoa', 'carnitas']);
const DAIRY = new Set(['cheese', 'sour-cream', 'queso']);

function option(id: string, foodGroup: MenuFoodGroup, assortment = 1, price = 0): MenuOption {
  const name = id.replace(
    /(^|-)(\w)/g,
    (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`,
  );
  return {
    id,
    name,
    imageUrl: `/images/menu/${id}.webp`,
    isVegan: !MEAT.has(id) && !DAIRY.has(id),
    isVegetarian: !MEAT.has(id),
    isDairyFree: !DAIRY.has(id),
    foodGroup,
    assortment,
    price,
    priceCents: dollarsToCents(price),
  };
}

function item(overrides: Partial<MenuItem>): MenuItem {
  const fields = {
    id: 'CMG-4206',
    kind: 'buildyourown',
    name: 'Build Your Own - Two Proteins',
    tagline: '',
    displayName: 'Build Your Own',
    formatDisplayName: 'Build Your Own for {n}',
    formatServesText: 'Serves {n}',
    description: 'A burrito bar.',
    shortDescription: '',
    priceUnit: 'PERSON',
    price: 12.95,
    minPrice: 12.95,
    maxPrice: 12.95,
    config: {
      baseCount: 2,
      proteinCount: 2,
      toppingCount: 0,
      premiumToppingCount: 0,
      salsaCount: 0,
      tortillaCount: 1,
      fillings: [],
      sides: [{ name: 'Tortilla Chips' }],
      salsas: [],
    },
    itemConfig: { min: 10, max: 200, increment: 1, serves: 1 },
    isAmountFromSubItems: false,
    bases: [option('white-rice', 'bases'), option('black-beans', 'bases')],
    proteins: [option('chicken', 'proteins', 60), option('steak', 'proteins', 40)],
    toppings: [],
    premiumToppings: [],
    salsas: [],
    tortillas: [option('flour-tortilla', 'tortillas'), option('taco-shell', 'tortillas')],
    ...overrides,
  };
  return {
    ...fields,
    priceCents: dollarsToCents(fields.price),
    minPriceCents: dollarsToCents(fields.minPrice),
    maxPriceCents: dollarsToCents(fields.maxPrice),
    allItems: FOOD_GROUP_KEYS.flatMap((group) => fields[group]),
  };
}

export const buildYourOwn = item({});

export const burritosByTheBox = item({
  id: 'CMG-4012',
  kind: 'burritosbythebox',
  name: 'Burritos by the Box',
  price: 11.95,
  config: { ...buildYourOwn.config, baseCount: 0, proteinCount: 1, tortillaCount: 0 },
  itemConfig: { min: 10, max: 200, increment: 10, serves: 1 },
  bases: [],
  tortillas: [],
  proteins: [
    option('chicken', 'proteins', 40),
    option('steak', 'proteins', 25),
    option('sofritas', 'proteins', 35),
  ],
});

/** A build-your-own with five food groups and 16 options, as a restaurant's full menu has. */
export const fullBuildYourOwn = item({
  config: { ...buildYourOwn.config, toppingCount: 3, salsaCount: 2 },
  bases: [
    option('white-rice', 'bases'),
    option('brown-rice', 'bases'),
    option('black-beans', 'bases'),
  ],
  proteins: [
    option('chicken', 'proteins', 50),
    option('steak', 'proteins', 30),
    option('sofritas', 'proteins', 20),
  ],
  toppings: ['cheese', 'sour-cream', 'lettuce', 'fajita-veggies', 'corn'].map((id) =>
    option(id, 'toppings'),
  ),
  salsas: ['mild', 'medium', 'hot'].map((id) => option(`${id}-salsa`, 'salsas')),
  tortillas: [option('flour-tortilla', 'tortillas'), option('taco-shell', 'tortillas')],
});

export function orderItem(overrides: Partial<OrderItem>): OrderItem {
  return {
    orderItemId: 'item-1',
    menuId: 'CMG-4206',
    name: 'Build Your Own',
    displayName: 'Build Your Own',
    displaySubName: null,
    servesText: 'Serves 12',
    quantity: 12,
    price: 12.95,
    subTotal: 155.4,
    tax: 0,
    total: 155.4,
    createdTimestamp: '2026-11-25T12:00:00.000Z',
    isOrderAmountFromSubItems: false,
    promotionDeduction: 0,
    popularBuildItemId: null,
    popularBuildName: null,
    subItems: [],
    ...overrides,
  };
}

export function order(items: OrderItem[] = []): Order {
  return {
    id: 'order-1',
    orderNumber: null,
    status: 'Open',
    name: null,
    orderDetail: {
      orderType: 'pickup',
      orderItems: items,
      paymentItems: [],
      promotionItems: [],
      promotion: null,
      popularBuildItems: [],
      store: { storeNumber: 1001, name: 'Third Ave', timezoneId: 'America/New_York' },
      isDelivery: false,
      eventType: 'MEETING',
      subTotal: 0,
      taxTotal: 0,
      total: 0,
      pickupInfo: { pickupDate: '2026-12-01T17:00:00.000Z' },
      deliveryInfo: null,
      isGuest: true,
      customer: null,
      submittedAt: null,
      favoriteName: null,
    },
  };
}
