import { FOOD_GROUP_KEYS, type FoodGroupKey } from '@catering/domain';

/** The option groups of a menu item, in builder order (the domain's list). */
export const FOOD_GROUPS = FOOD_GROUP_KEYS;
export type FoodGroup = FoodGroupKey;

export interface DemoOption {
  id: string;
  name: string;
  /** File name under public/images/menu/. */
  image: string;
  /** Vegan implies vegetarian and dairy-free (decision 220). */
  vegan: boolean;
  vegetarian: boolean;
  dairyFree: boolean;
}

export interface DemoMenuItem {
  id: string;
  kind: 'buildyourown' | 'burritosbythebox' | 'chipsandsalsa';
  name: string;
  displayName: string;
  tagline: string;
  description: string;
  shortDescription: string;
  priceUnit: 'PERSON' | 'BURRITO' | 'ORDER';
  servesText: string;
  config: {
    baseCount: number;
    proteinCount: number;
    toppingCount: number;
    premiumToppingCount: number;
    salsaCount: number;
    tortillaCount: number;
    fillings: string[];
    sides: string[];
    salsas: string[];
  };
  itemConfig: { min: number; max: number; increment: number; serves: number };
  isAmountFromSubItems: boolean;
  /** Unit price in cents at price tiers 1, 2 and 3. */
  pricesCents: [number, number, number];
  /** Per group: [option id, assortment weight for "choose for me"]. */
  options: Partial<Record<FoodGroup, [string, number][]>>;
  /** Sub-item prices (items priced from their sub-items), cents at tiers 1, 2 and 3. */
  optionPricesCents?: Record<string, [number, number, number]>;
}

// The meats hold no dairy; cheese, sour cream and queso do. Both beans are cooked without lard.
const VEGAN = { vegan: true, vegetarian: true, dairyFree: true };
const VEGETARIAN = { vegan: false, vegetarian: true, dairyFree: false };
const MEAT = { vegan: false, vegetarian: false, dairyFree: true };

/** Every option a builder can show; images are drawn in the repository. */
export const demoOptions: DemoOption[] = [
  { id: 'white-rice', name: 'Cilantro-Lime White Rice', image: 'white-rice.webp', ...VEGAN },
  { id: 'brown-rice', name: 'Cilantro-Lime Brown Rice', image: 'brown-rice.webp', ...VEGAN },
  { id: 'black-beans', name: 'Black Beans', image: 'black-beans.webp', ...VEGAN },
  { id: 'pinto-beans', name: 'Pinto Beans', image: 'pinto-beans.webp', ...VEGAN },
  { id: 'chicken', name: 'Chicken', image: 'chicken.webp', ...MEAT },
  { id: 'steak', name: 'Steak', image: 'steak.webp', ...MEAT },
  { id: 'barbacoa', name: 'Barbacoa', image: 'barbacoa.webp', ...MEAT },
  { id: 'carnitas', name: 'Carnitas', image: 'carnitas.webp', ...MEAT },
  { id: 'sofritas', name: 'Sofritas', image: 'sofritas.webp', ...VEGAN },
  { id: 'fajita-veggies', name: 'Fajita Veggies', image: 'fajita-veggies.webp', ...VEGAN },
  { id: 'romaine', name: 'Romaine Lettuce', image: 'romaine.webp', ...VEGAN },
  { id: 'pickled-onions', name: 'Pickled Red Onions', image: 'pickled-onions.webp', ...VEGAN },
  { id: 'cheese', name: 'Monterey Jack Cheese', image: 'cheese.webp', ...VEGETARIAN },
  { id: 'sour-cream', name: 'Sour Cream', image: 'sour-cream.webp', ...VEGETARIAN },
  { id: 'guacamole', name: 'Guacamole', image: 'guacamole.webp', ...VEGAN },
  { id: 'queso', name: 'Queso Blanco', image: 'queso.webp', ...VEGETARIAN },
  { id: 'tomato-salsa', name: 'Fresh Tomato Salsa', image: 'tomato-salsa.webp', ...VEGAN },
  { id: 'corn-salsa', name: 'Roasted Chili-Corn Salsa', image: 'corn-salsa.webp', ...VEGAN },
  { id: 'green-salsa', name: 'Tomatillo-Green Chili Salsa', image: 'green-salsa.webp', ...VEGAN },
  { id: 'red-salsa', name: 'Tomatillo-Red Chili Salsa', image: 'red-salsa.webp', ...VEGAN },
  { id: 'flour-tortilla', name: 'Flour Tortillas', image: 'flour-tortilla.webp', ...VEGAN },
  { id: 'taco-shell', name: 'Crispy Corn Taco Shells', image: 'taco-shell.webp', ...VEGAN },
];

const BUILD_YOUR_OWN_OPTIONS: DemoMenuItem['options'] = {
  bases: [
    ['white-rice', 35],
    ['brown-rice', 15],
    ['black-beans', 30],
    ['pinto-beans', 20],
  ],
  proteins: [
    ['chicken', 35],
    ['steak', 25],
    ['barbacoa', 10],
    ['carnitas', 15],
    ['sofritas', 10],
    ['fajita-veggies', 5],
  ],
  toppings: [
    ['fajita-veggies', 20],
    ['romaine', 20],
    ['pickled-onions', 10],
    ['cheese', 30],
    ['sour-cream', 20],
  ],
  premiumToppings: [
    ['guacamole', 70],
    ['queso', 30],
  ],
  salsas: [
    ['tomato-salsa', 40],
    ['corn-salsa', 25],
    ['green-salsa', 20],
    ['red-salsa', 15],
  ],
  tortillas: [
    ['flour-tortilla', 80],
    ['taco-shell', 20],
  ],
};

function buildYourOwn(
  id: string,
  proteins: 1 | 2 | 3,
  pricesCents: [number, number, number],
): DemoMenuItem {
  const word = ['One', 'Two', 'Three'][proteins - 1];
  return {
    id,
    kind: 'buildyourown',
    name: `Build Your Own - ${word} Protein${proteins > 1 ? 's' : ''}`,
    displayName: 'Build Your Own',
    tagline: `A burrito bar with ${proteins} protein${proteins > 1 ? 's' : ''}, priced per person`,
    description: `Everyone builds their own burrito, bowl or tacos from a spread of rice, beans, ${proteins} protein${proteins > 1 ? 's' : ''}, fresh toppings, guacamole or queso and salsas, with chips on the side.`,
    shortDescription: `${proteins} protein${proteins > 1 ? 's' : ''}, 2 bases, 3 toppings, 2 salsas`,
    priceUnit: 'PERSON',
    servesText: '1 person',
    config: {
      baseCount: 2,
      proteinCount: proteins,
      toppingCount: 3,
      premiumToppingCount: 1,
      salsaCount: 2,
      tortillaCount: 1,
      fillings: [],
      sides: ['Tortilla Chips'],
      salsas: [],
    },
    itemConfig: { min: 10, max: 200, increment: 1, serves: 1 },
    isAmountFromSubItems: false,
    pricesCents,
    options: BUILD_YOUR_OWN_OPTIONS,
  };
}

/** The catering menu with the item ids of ORD-MENU-2. */
export const demoMenuItems: DemoMenuItem[] = [
  buildYourOwn('CMG-4105', 1, [1095, 1195, 1295]),
  buildYourOwn('CMG-4206', 2, [1295, 1395, 1495]),
  buildYourOwn('CMG-4306', 3, [1495, 1595, 1695]),
  {
    id: 'CMG-4012',
    kind: 'burritosbythebox',
    name: 'Burritos by the Box',
    displayName: 'Burritos by the Box',
    tagline: 'Individually wrapped burritos, ten to a box',
    description:
      'Burritos rolled with rice, beans, cheese, sour cream and fresh tomato salsa, wrapped one by one and packed ten to a box. Choose one protein per burrito.',
    shortDescription: 'Boxes of 10 wrapped burritos, one protein each',
    priceUnit: 'BURRITO',
    servesText: '1 person',
    config: {
      baseCount: 0,
      proteinCount: 1,
      toppingCount: 0,
      premiumToppingCount: 0,
      salsaCount: 0,
      tortillaCount: 0,
      fillings: [
        'Cilantro-Lime White Rice',
        'Black Beans',
        'Monterey Jack Cheese',
        'Sour Cream',
        'Fresh Tomato Salsa',
      ],
      sides: ['Tortilla Chips'],
      salsas: ['Fresh Tomato Salsa', 'Tomatillo-Red Chili Salsa'],
    },
    itemConfig: { min: 10, max: 200, increment: 10, serves: 1 },
    isAmountFromSubItems: false,
    pricesCents: [1195, 1295, 1395],
    options: {
      proteins: [
        ['chicken', 40],
        ['steak', 25],
        ['carnitas', 15],
        ['barbacoa', 10],
        ['sofritas', 10],
      ],
    },
  },
  {
    id: 'CMG-4027',
    kind: 'chipsandsalsa',
    name: 'Chips & Salsa',
    displayName: 'Chips & Salsa',
    tagline: 'A large bag of chips with a dip of your choice',
    description:
      'Freshly fried tortilla chips dusted with lime and salt, with a large side of salsa, guacamole or queso. Each order serves 10 to 15 people.',
    shortDescription: 'Large chips with salsa, guacamole or queso',
    priceUnit: 'ORDER',
    servesText: '10-15',
    config: {
      baseCount: 0,
      proteinCount: 0,
      toppingCount: 0,
      premiumToppingCount: 0,
      salsaCount: 1,
      tortillaCount: 0,
      fillings: [],
      sides: ['Tortilla Chips'],
      salsas: [],
    },
    itemConfig: { min: 1, max: 20, increment: 1, serves: 12 },
    isAmountFromSubItems: true,
    pricesCents: [1995, 2195, 2395],
    options: {
      salsas: [
        ['tomato-salsa', 30],
        ['corn-salsa', 15],
        ['green-salsa', 10],
        ['red-salsa', 10],
        ['guacamole', 25],
        ['queso', 10],
      ],
    },
    optionPricesCents: {
      'tomato-salsa': [1995, 2195, 2395],
      'corn-salsa': [1995, 2195, 2395],
      'green-salsa': [1995, 2195, 2395],
      'red-salsa': [1995, 2195, 2395],
      guacamole: [2695, 2895, 3095],
      queso: [2495, 2695, 2895],
    },
  },
];
