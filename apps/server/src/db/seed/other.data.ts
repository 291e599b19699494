import type { FoodGroup } from './menu.data';

/** Event types of the intake form, in display order. */
export const demoEventTypes: { code: string; displayName: string }[] = [
  { code: 'BREAKFAST', displayName: 'Breakfast' },
  { code: 'LUNCH', displayName: 'Lunch' },
  { code: 'DINNER', displayName: 'Dinner' },
  { code: 'OFFICE_MEETING', displayName: 'Office Meeting' },
  { code: 'PARTY', displayName: 'Party' },
  { code: 'WEDDING', displayName: 'Wedding' },
  { code: 'SPORTS_EVENT', displayName: 'Sports Event' },
  { code: 'OTHER', displayName: 'Other' },
];

export interface DemoPopularBuildItem {
  menuItemId: string;
  /** People (per-person items), burritos, or orders (chips and salsa). */
  headcount: number;
  /** Preset selections: option id and quantity per group. */
  selections: Partial<Record<FoodGroup, { id: string; quantity: number }[]>>;
}

export interface DemoPopularBuild {
  id: string;
  name: string;
  description: string;
  active: boolean;
  menuItems: DemoPopularBuildItem[];
}

const one = (...ids: string[]) => ids.map((id) => ({ id, quantity: 1 }));

/** Curated builds shown on Home; prices are computed from the menu, never stored. */
export const demoPopularBuilds: DemoPopularBuild[] = [
  {
    id: 'office-lunch-classic',
    name: 'Office Lunch Classic',
    description: 'Chicken and steak burrito bar for 20 with chips and guacamole.',
    active: true,
    menuItems: [
      {
        menuItemId: 'CMG-4206',
        headcount: 20,
        selections: {
          bases: one('white-rice', 'black-beans'),
          proteins: one('chicken', 'steak'),
          toppings: one('fajita-veggies', 'cheese', 'sour-cream'),
          premiumToppings: one('guacamole'),
          salsas: one('tomato-salsa', 'corn-salsa'),
          tortillas: one('flour-tortilla'),
        },
      },
      {
        menuItemId: 'CMG-4027',
        headcount: 2,
        selections: { salsas: [{ id: 'guacamole', quantity: 2 }] },
      },
    ],
  },
  {
    id: 'plant-powered-party',
    name: 'Plant-Powered Party',
    description: 'An all-vegan spread with sofritas for 15.',
    active: true,
    menuItems: [
      {
        menuItemId: 'CMG-4105',
        headcount: 15,
        selections: {
          bases: one('brown-rice', 'black-beans'),
          proteins: one('sofritas'),
          toppings: one('fajita-veggies', 'romaine', 'pickled-onions'),
          premiumToppings: one('guacamole'),
          salsas: one('tomato-salsa', 'green-salsa'),
          tortillas: one('taco-shell'),
        },
      },
    ],
  },
  {
    id: 'team-burrito-drop',
    name: 'Team Burrito Drop',
    description: 'Thirty wrapped burritos: chicken, steak and sofritas.',
    active: true,
    menuItems: [
      {
        menuItemId: 'CMG-4012',
        headcount: 30,
        selections: {
          proteins: [
            { id: 'chicken', quantity: 15 },
            { id: 'steak', quantity: 10 },
            { id: 'sofritas', quantity: 5 },
          ],
        },
      },
    ],
  },
  {
    id: 'big-fiesta',
    name: 'Big Fiesta',
    description: 'Three proteins and every topping for a crowd of 50.',
    active: true,
    menuItems: [
      {
        menuItemId: 'CMG-4306',
        headcount: 50,
        selections: {
          bases: one('white-rice', 'pinto-beans'),
          proteins: one('chicken', 'barbacoa', 'carnitas'),
          toppings: one('romaine', 'cheese', 'sour-cream'),
          premiumToppings: one('queso'),
          salsas: one('tomato-salsa', 'red-salsa'),
          tortillas: one('flour-tortilla'),
        },
      },
      {
        menuItemId: 'CMG-4027',
        headcount: 4,
        selections: { salsas: [{ id: 'tomato-salsa', quantity: 4 }] },
      },
    ],
  },
];

/**
 * Info notices ("HEADS UP" posts) per restaurant and channel. Restaurant 1001, where the
 * end-to-end journeys order, has none for Catering: the HEADS UP modal would stop each of them.
 */
export const demoNotices: {
  id: string;
  restaurantNumber: number;
  channel: string;
  title: string;
  message: string;
}[] = [
  {
    id: 'n-1001-web',
    restaurantNumber: 1001,
    channel: 'Web',
    title: 'New menu board',
    message: 'Our in-store menu has a new look.',
  },
  {
    id: 'n-2001-construction',
    restaurantNumber: 2001,
    channel: 'Catering',
    title: 'Street construction',
    message: 'Michigan Ave has lane closures. Pickup is at the Randolph St door.',
  },
  {
    id: 'n-2001-holiday',
    restaurantNumber: 2001,
    channel: 'Catering',
    title: 'Holiday hours',
    message:
      'We are closed on Thanksgiving and Christmas Day. Catering orders for the days around them fill quickly, so order early.',
  },
  {
    id: 'n-5001-parking',
    restaurantNumber: 5001,
    channel: 'Catering',
    title: 'Pickup parking',
    message:
      'Catering pickups get 20 minutes of free parking in the plaza garage. Ask for validation.',
  },
  {
    id: 'n-5001-slots',
    restaurantNumber: 5001,
    channel: 'Catering',
    title: 'Busy lunch hour',
    message: 'Noon slots fill up early on weekdays. Consider an 11:30 pickup.',
  },
];
