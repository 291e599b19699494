import fc from 'fast-check';
import { expect, test } from 'vitest';
import { FOOD_GROUP_KEYS } from '../builder/food-groups';
import { chosenTotal, dietGroupsOf, type DietMenuItem, type DietOption } from './diet-menu';
import { evaluateDietMeals } from './diet-meals';
import { proposeDietChoices } from './diet-proposal';
import { canEat, type Diet, dietGroups, type DietSplit } from './diet-split';
import { buildYourOwnTwo, burritosByTheBox, noSplit } from './diet.fixture';

test('proposes a vegan protein beside the most popular one for 12 vegetarians and 4 vegans of 20 (BLD-DIET-4)', () => {
  const proposal = proposeDietChoices('buildyourown', buildYourOwnTwo, 20, {
    vegetarian: 12,
    vegan: 4,
    dairyFree: 0,
  });
  expect(proposal).toEqual({
    counts: {
      bases: { 'white-rice': 1, 'black-beans': 1 },
      proteins: { sofritas: 1, chicken: 1 },
      toppings: { romaine: 1, cheese: 1, 'sour-cream': 1 },
      premiumToppings: { guacamole: 1 },
      salsas: { 'tomato-salsa': 1, 'corn-salsa': 1 },
      tortillas: { 'flour-tortilla': 1 },
    },
    unmet: [],
  });
});

test('gives the 4 vegans of a 20-burrito box 4 sofritas and spreads the rest by the menu proportions (BLD-DIET-4)', () => {
  const proposal = proposeDietChoices('burritosbythebox', burritosByTheBox, 20, {
    ...noSplit,
    vegan: 4,
  });
  // The other 16 by 40/25/10: 8.53, 5.33, 2.13 -> 9, 5, 2.
  expect(proposal).toEqual({
    counts: { proteins: { sofritas: 6, chicken: 9, steak: 5 } },
    unmet: [],
  });
});

test('says which diet it cannot feed when the menu has nothing for it (BLD-DIET-4)', () => {
  const meatOnly = { ...burritosByTheBox, proteins: burritosByTheBox.proteins.slice(0, 2) };
  const proposal = proposeDietChoices('burritosbythebox', meatOnly, 20, { ...noSplit, vegan: 2 });
  expect(proposal.unmet).toEqual(['vegan']);
  expect(chosenTotal(proposal.counts, 'proteins')).toBe(20);
});

test('says which diet it cannot feed when one protein cannot suit both vegetarians and dairy-free guests', () => {
  const item: DietMenuItem = {
    ...buildYourOwnTwo,
    config: { ...buildYourOwnTwo.config, proteinCount: 1 },
    proteins: [
      { id: 'chicken', assortment: 35, isVegan: false, isVegetarian: false, isDairyFree: true },
      { id: 'paneer', assortment: 5, isVegan: false, isVegetarian: true, isDairyFree: false },
    ],
  };
  const proposal = proposeDietChoices('buildyourown', item, 20, {
    ...noSplit,
    vegetarian: 2,
    dairyFree: 2,
  });
  expect(proposal.counts.proteins).toEqual({ paneer: 1 });
  expect(proposal.unmet).toEqual(['dairyFree']);
});

test('chooses two proteins when no single one suits both vegetarians and dairy-free guests', () => {
  const proteins = [
    { id: 'chicken', assortment: 35, isVegan: false, isVegetarian: false, isDairyFree: true },
    { id: 'paneer', assortment: 5, isVegan: false, isVegetarian: true, isDairyFree: false },
    { id: 'steak', assortment: 25, isVegan: false, isVegetarian: false, isDairyFree: true },
  ];
  const item = { ...buildYourOwnTwo, proteins };
  const proposal = proposeDietChoices('buildyourown', item, 20, {
    ...noSplit,
    vegetarian: 2,
    dairyFree: 2,
  });
  expect(proposal.counts.proteins).toEqual({ chicken: 1, paneer: 1 });
  expect(proposal.unmet).toEqual([]);
});

// Any menu within limits like the catalogue's: a group of 0 to 3 units (or the headcount when
// counted per burrito), 0 to 6 options with any flags.
const optionArb = fc
  .record({
    // Vegan options are rare, so that a group often needs two options to suit every diet.
    isVegan: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    isVegetarian: fc.boolean(),
    isDairyFree: fc.boolean(),
    assortment: fc.integer({ min: 0, max: 50 }),
  })
  .map((flags) => ({ ...flags, isVegetarian: flags.isVegan || flags.isVegetarian }));
const optionsArb = fc
  .array(optionArb, { maxLength: 6 })
  .map((list): DietOption[] => list.map((o, i) => ({ ...o, id: `o${i}` })));
const countArb = fc.integer({ min: 0, max: 3 });
const caseArb = fc
  .record({
    kind: fc.constantFrom('buildyourown' as const, 'burritosbythebox' as const),
    headcount: fc.integer({ min: 1, max: 200 }),
    config: fc.record({
      baseCount: countArb,
      proteinCount: fc.integer({ min: 1, max: 3 }),
      toppingCount: countArb,
      premiumToppingCount: countArb,
      salsaCount: countArb,
      tortillaCount: countArb,
    }),
    options: fc.tuple(...FOOD_GROUP_KEYS.map(() => optionsArb)),
    shares: fc.tuple(fc.nat(), fc.nat(), fc.nat()),
  })
  .map(({ kind, headcount, config, options, shares: [a, b, c] }) => {
    const item = {
      config,
      ...Object.fromEntries(FOOD_GROUP_KEYS.map((key, i) => [key, options[i] ?? []])),
    } as DietMenuItem;
    // A split whose diets never add up to more than the headcount.
    const vegan = a % (headcount + 1);
    const vegetarian = b % (headcount - vegan + 1);
    const split: DietSplit = {
      vegan,
      vegetarian,
      dairyFree: c % (headcount - vegan - vegetarian + 1),
    };
    return { kind, headcount, item, split };
  });

// Brute force: can `max` distinct options of the group give every diet present one it can eat?
function coverable(options: readonly DietOption[], max: number, diets: readonly Diet[]): boolean {
  const masks = options.map((option) =>
    diets.reduce((mask, diet, i) => (canEat(diet, option) ? mask | (1 << i) : mask), 0),
  );
  const all = (1 << diets.length) - 1;
  const search = (start: number, left: number, mask: number): boolean =>
    mask === all ||
    (left > 0 && masks.some((m, i) => i >= start && search(i + 1, left - 1, mask | m)));
  return search(0, max, 0);
}

test("for any split and any menu, the proposal fills every group exactly with the group's own options (BLD-DIET-4)", () => {
  fc.assert(
    fc.property(caseArb, ({ kind, headcount, item, split }) => {
      const { counts } = proposeDietChoices(kind, item, headcount, split);
      for (const group of dietGroupsOf(kind, item, headcount)) {
        expect(chosenTotal(counts, group.key)).toBe(group.max);
        const ids = group.options.map((option) => option.id);
        for (const [id, n] of Object.entries(counts[group.key] ?? {})) {
          expect(ids).toContain(id);
          expect(Number.isInteger(n) && n > 0).toBe(true);
        }
      }
    }),
    { numRuns: 400 },
  );
});

test('for any split and any menu, the proposal feeds every person, or names the diets no choice within the limits can feed (BLD-DIET-4)', () => {
  fc.assert(
    fc.property(caseArb, ({ kind, headcount, item, split }) => {
      const proposal = proposeDietChoices(kind, item, headcount, split);
      const meals = evaluateDietMeals(kind, item, headcount, split, proposal.counts);
      for (const meal of meals) {
        if (!proposal.unmet.includes(meal.diet)) expect(meal.fed).toBe(meal.people);
        if (!proposal.unmet.includes(meal.diet)) expect(meal.short).toEqual([]);
      }
      const diets = dietGroups(split, headcount).map((group) => group.diet);
      const feasible = dietGroupsOf(kind, item, headcount)
        .filter((group) => group.meal)
        .every((group) =>
          group.perItem
            ? diets.every((diet) => group.options.some((option) => canEat(diet, option)))
            : coverable(group.options, group.max, diets),
        );
      expect(proposal.unmet.length === 0).toBe(feasible);
    }),
    { numRuns: 400 },
  );
});
