import { describe, expect, test } from 'vitest';
import { loginPath, returnPathAfterSignIn } from './account-paths';

describe('loginPath', () => {
  test('carries the page asked for as prevPath, query included (ACC-GUARD-2)', () => {
    expect(loginPath('/account/updateuser?prevPath=/')).toBe(
      '/account/login?prevPath=%2Faccount%2Fupdateuser%3FprevPath%3D%2F',
    );
  });

  test('is the bare sign-in page without a prevPath', () => {
    expect(loginPath()).toBe('/account/login');
  });
});

describe('returnPathAfterSignIn', () => {
  test('returns to a page of this site with its query', () => {
    expect(returnPathAfterSignIn('/builder/buildyourown/CMG-4105?x=1')).toBe(
      '/builder/buildyourown/CMG-4105?x=1',
    );
  });

  test.each([
    ['no prevPath', null],
    ['an empty one', ''],
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'account/orderhistory'],
    ['the sign-in page itself', '/account/login?prevPath=/'],
    ['the create-account page', '/account/create'],
  ])('goes Home for %s', (_what, prevPath) => {
    expect(returnPathAfterSignIn(prevPath)).toBe('/');
  });
});
