import { expect, test } from 'vitest';
import { builderKindFor, builderPathFor, isFlaggedMenuItem } from './menu-item-ids';

test.each([
  ['CMG-4105', 'buildyourown'],
  ['CMG-4206', 'buildyourown'],
  ['CMG-4306', 'buildyourown'],
  ['CMG-4012', 'burritosbythebox'],
  ['CMG-4027', 'chipsandsalsa'],
  ['CMG-4123', undefined],
  ['CMG-9999', undefined],
])('maps %s to the %s builder', (id, kind) => {
  expect(builderKindFor(id)).toBe(kind);
});

test('recognises the flagged ids and nothing else', () => {
  expect(isFlaggedMenuItem('CMG-4222')).toBe(true);
  expect(isFlaggedMenuItem('CMG-4029')).toBe(true);
  expect(isFlaggedMenuItem('CMG-4105')).toBe(false);
});

test('builds the builder path with an optional order item id', () => {
  expect(builderPathFor('CMG-4012', 'catering')).toBe('/builder/burritosbythebox/catering');
  expect(builderPathFor('CMG-4105', 'catering', 'item 7')).toBe(
    '/builder/buildyourown/catering/item%207',
  );
  expect(builderPathFor('CMG-4123', 'catering')).toBeUndefined();
});
