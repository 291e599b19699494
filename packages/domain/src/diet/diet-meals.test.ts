import { expect, test } from 'vitest';
import { evaluateDietMeals } from './diet-meals';
import { buildYourOwnTwo, burritosByTheBox } from './diet.fixture';

const split = { vegetarian: 12, vegan: 4, dairyFree: 0 };
const full = {
  bases: { 'white-rice': 1, 'black-beans': 1 },
  proteins: { chicken: 1, sofritas: 1 },
  toppings: { romaine: 1, cheese: 2 },
};

test('feeds every diet that has a base, a protein and a topping it can eat (BLD-DIET-3)', () => {
  expect(evaluateDietMeals('buildyourown', buildYourOwnTwo, 20, split, full)).toEqual([
    { diet: 'vegan', people: 4, fed: 4, short: [] },
    { diet: 'vegetarian', people: 12, fed: 12, short: [] },
  ]);
});

test('names the meal group that leaves a diet without a meal once the vegan protein goes (BLD-DIET-5)', () => {
  const meatOnly = { ...full, proteins: { chicken: 1, steak: 1 } };
  expect(evaluateDietMeals('buildyourown', buildYourOwnTwo, 20, split, meatOnly)).toEqual([
    { diet: 'vegan', people: 4, fed: 0, short: ['proteins'] },
    { diet: 'vegetarian', people: 12, fed: 0, short: ['proteins'] },
  ]);
});

test('does not warn about a meal group where nothing is chosen yet, but does not count it as fed', () => {
  const noBases = { proteins: full.proteins, toppings: full.toppings };
  expect(evaluateDietMeals('buildyourown', buildYourOwnTwo, 20, split, noBases)).toEqual([
    { diet: 'vegan', people: 4, fed: 0, short: [] },
    { diet: 'vegetarian', people: 12, fed: 0, short: [] },
  ]);
});

test('extras (salsas, premium topping, tortilla) never decide a meal (BLD-DIET-3)', () => {
  const withQueso = { ...full, premiumToppings: { queso: 1 } };
  const [vegan] = evaluateDietMeals('buildyourown', buildYourOwnTwo, 20, split, withQueso);
  expect(vegan).toEqual({ diet: 'vegan', people: 4, fed: 4, short: [] });
});

test('counts a box burrito by burrito: 3 sofritas feed 3 of 4 vegans and warn (BLD-DIET-3, BLD-DIET-5)', () => {
  const box = { proteins: { chicken: 17, sofritas: 3 } };
  expect(
    evaluateDietMeals('burritosbythebox', burritosByTheBox, 20, { ...split, vegetarian: 0 }, box),
  ).toEqual([{ diet: 'vegan', people: 4, fed: 3, short: ['proteins'] }]);
});

test('does not warn about a box before any burrito is chosen', () => {
  expect(
    evaluateDietMeals('burritosbythebox', burritosByTheBox, 20, { ...split, vegetarian: 0 }, {}),
  ).toEqual([{ diet: 'vegan', people: 4, fed: 0, short: [] }]);
});

test('leaves out the diets nobody has', () => {
  expect(
    evaluateDietMeals(
      'buildyourown',
      buildYourOwnTwo,
      20,
      { vegetarian: 0, vegan: 0, dairyFree: 0 },
      full,
    ),
  ).toEqual([]);
});
