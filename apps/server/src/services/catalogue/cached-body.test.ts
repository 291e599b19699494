import { describe, expect, test } from 'vitest';
import { matchesEtag, toCachedBody } from './cached-body';

describe('cached bodies', () => {
  test('the same value gives the same strong ETag; a different value a different one', () => {
    const a = toCachedBody({ menu: [1, 2] }, 'public, max-age=300');
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
    expect(toCachedBody({ menu: [1, 2] }, 'x').etag).toBe(a.etag);
    expect(toCachedBody({ menu: [1, 3] }, 'x').etag).not.toBe(a.etag);
    expect(a.body.toString()).toBe('{"menu":[1,2]}');
  });

  test('If-None-Match matches one of a list, a weak form, or a star', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
