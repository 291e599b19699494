import { describe, expect, test } from 'vitest';
import { builderPageOf } from './builder-page';
import { builderPathFor } from './menu-item-ids';

describe('builderPageOf', () => {
  test('reads the kind, the menu type and the edited item of a builder address', () => {
    expect(builderPageOf('/builder/buildyourown/CMG-4105')).toEqual({
      kind: 'buildyourown',
      menuType: 'CMG-4105',
    });
    expect(builderPageOf(builderPathFor('CMG-4012', 'CMG-4012', 'item 7') ?? '')).toEqual({
      kind: 'burritosbythebox',
      menuType: 'CMG-4012',
      orderItemId: 'item 7',
    });
  });

  test('is undefined for every other address', () => {
    for (const pathname of [
      '/',
      '/builder',
      '/builder/buildyourown',
      '/builder/buildyourown/',
      '/builder/tacos/CMG-4105',
      '/builder/buildyourown/CMG-4105/1/2',
      '/builder/buildyourown/%E0%A4%A',
      '/bag',
    ])
      expect(builderPageOf(pathname), pathname).toBeUndefined();
  });
});
