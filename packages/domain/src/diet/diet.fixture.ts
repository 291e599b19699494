import type { DietMenuItem, DietOption } from './diet-menu';

// Shaped like the demo catalogue: flags as the menu gives them (vegan implies the other two).
const VEGAN = { isVegan: true, isVegetarian: true, isDairyFree: true };
const VEGETARIAN = { isVegan: false, isVegetarian: true, isDairyFree: false };
const MEAT = { isVegan: false, isVegetarian: false, isDairyFree: true };

const option = (id: string, flags: typeof VEGAN, assortment: number): DietOption => ({
  id,
  assortment,
  ...flags,
});

const none = { premiumToppings: [], salsas: [], tortillas: [], bases: [], toppings: [] };

/** Build your own with two proteins: bases, proteins, toppings, a premium topping, salsas, a tortilla. */
export const buildYourOwnTwo: DietMenuItem = {
  config: {
    baseCount: 2,
    proteinCount: 2,
    toppingCount: 3,
    premiumToppingCount: 1,
    salsaCount: 2,
    tortillaCount: 1,
  },
  bases: [option('white-rice', VEGAN, 35), option('black-beans', VEGAN, 30)],
  proteins: [
    option('chicken', MEAT, 35),
    option('steak', MEAT, 25),
    option('sofritas', VEGAN, 10),
    option('fajita-veggies', VEGAN, 5),
  ],
  toppings: [
    option('romaine', VEGAN, 20),
    option('cheese', VEGETARIAN, 30),
    option('sour-cream', VEGETARIAN, 20),
  ],
  premiumToppings: [option('guacamole', VEGAN, 70), option('queso', VEGETARIAN, 30)],
  salsas: [option('tomato-salsa', VEGAN, 40), option('corn-salsa', VEGAN, 25)],
  tortillas: [option('flour-tortilla', VEGAN, 80)],
};

/** Burritos by the box: one protein per burrito. */
export const burritosByTheBox: DietMenuItem = {
  ...none,
  config: { proteinCount: 1 },
  proteins: [option('chicken', MEAT, 40), option('steak', MEAT, 25), option('sofritas', VEGAN, 10)],
};

export const noSplit = { vegan: 0, vegetarian: 0, dairyFree: 0 };
