import { describe, expect, it } from 'vitest';
import { matchesAnyKey } from './subscription-key';

// The key check behind every API call (API-HTTP-1): equal strings only, whatever their length.
describe('matchesAnyKey', () => {
  const keys = ['catering-web-dev-key', 'partner-key-2026'];

  it('accepts each configured key', () => {
    expect(matchesAnyKey('catering-web-dev-key', keys)).toBe(true);
    expect(matchesAnyKey('partner-key-2026', keys)).toBe(true);
  });

  it('refuses a key differing in one character, wherever it is', () => {
    const key = 'catering-web-dev-key';
    for (let index = 0; index < key.length; index += 1) {
      const changed = `${key.slice(0, index)}${key[index] === 'x' ? 'y' : 'x'}${key.slice(index + 1)}`;
      expect(matchesAnyKey(changed, keys), changed).toBe(false);
    }
  });

  it('refuses a prefix, an extension, a change of case and the empty string', () => {
    expect(matchesAnyKey('catering-web-dev-ke', keys)).toBe(false);
    expect(matchesAnyKey('catering-web-dev-key!', keys)).toBe(false);
    expect(matchesAnyKey('CATERING-WEB-DEV-KEY', keys)).toBe(false);
    expect(matchesAnyKey('', keys)).toBe(false);
  });

  it('compares non-ASCII characters as characters', () => {
    expect(matchesAnyKey('clé-secrète-1', ['clé-secrète-1'])).toBe(true);
    expect(matchesAnyKey('clé-secrète-1', ['cle-secrete-1'])).toBe(false);
  });
});
