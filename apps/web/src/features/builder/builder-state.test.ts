import { expect, test } from 'vitest';
import { builderReducer, type BuilderState, groupTotal, sameChoices } from './builder-state';

const start: BuilderState = { headcount: 10, counts: {} };

test('counts an option up and drops it from the group at zero', () => {
  let state = builderReducer(start, {
    type: 'countChanged',
    group: 'bases',
    optionId: 'white-rice',
    count: 2,
  });
  expect(state.counts.bases).toEqual({ 'white-rice': 2 });
  state = builderReducer(state, {
    type: 'countChanged',
    group: 'bases',
    optionId: 'white-rice',
    count: 0,
  });
  expect(state.counts.bases).toEqual({});
});

test('choosing an option of a one-choice group deselects its sibling', () => {
  let state = builderReducer(start, {
    type: 'optionChosen',
    group: 'tortillas',
    optionId: 'flour',
  });
  state = builderReducer(state, {
    type: 'optionChosen',
    group: 'tortillas',
    optionId: 'taco-shell',
  });
  expect(state.counts.tortillas).toEqual({ 'taco-shell': 1 });
});

test('keeps an option chosen in two groups apart in each group', () => {
  let state = builderReducer(start, {
    type: 'countChanged',
    group: 'proteins',
    optionId: 'veggies',
    count: 1,
  });
  state = builderReducer(state, {
    type: 'countChanged',
    group: 'toppings',
    optionId: 'veggies',
    count: 1,
  });
  expect(groupTotal(state, 'proteins')).toBe(1);
  expect(groupTotal(state, 'toppings')).toBe(1);
});

test('fills a whole group at once for "choose for me"', () => {
  const state = builderReducer(start, {
    type: 'groupFilled',
    group: 'proteins',
    counts: { chicken: 6, steak: 4, barbacoa: 0 },
  });
  expect(state.counts.proteins).toEqual({ chicken: 6, steak: 4 });
});

test('trims a per-item group from the last option when the headcount drops', () => {
  const filled: BuilderState = {
    headcount: 30,
    counts: { proteins: { chicken: 15, steak: 10, sofritas: 5 } },
  };
  const state = builderReducer(filled, {
    type: 'headcountChanged',
    headcount: 20,
    perItemGroups: ['proteins'],
  });
  expect(state.headcount).toBe(20);
  expect(state.counts.proteins).toEqual({ chicken: 15, steak: 5 });
});

test('leaves groups that are not per item alone when the headcount changes', () => {
  const filled: BuilderState = { headcount: 30, counts: { bases: { rice: 2 } } };
  const state = builderReducer(filled, {
    type: 'headcountChanged',
    headcount: 10,
    perItemGroups: [],
  });
  expect(state.counts.bases).toEqual({ rice: 2 });
});

test('tells equal choices apart from changed ones, ignoring zero counts', () => {
  const a: BuilderState = { headcount: 10, counts: { bases: { rice: 1 } } };
  expect(sameChoices(a, { headcount: 10, counts: { bases: { rice: 1, beans: 0 } } })).toBe(true);
  expect(sameChoices(a, { headcount: 12, counts: { bases: { rice: 1 } } })).toBe(false);
  expect(sameChoices(a, { headcount: 10, counts: { bases: { rice: 2 } } })).toBe(false);
});

test('resets to a given state', () => {
  const other: BuilderState = { headcount: 40, counts: { salsas: { guac: 1 } } };
  expect(builderReducer(start, { type: 'reset', state: other })).toBe(other);
});
