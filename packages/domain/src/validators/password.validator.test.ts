import { expect, test } from 'vitest';
import {
  PASSWORD_RULE_MESSAGE,
  characterClassOf,
  isControlCharacter,
  meetsEnforcedPasswordRule,
  validatePassword,
} from './password.validator';

test('accepts 8 characters holding lower case, upper case, a digit and a special character', () => {
  expect(meetsEnforcedPasswordRule('Abcdef1!')).toBe(true);
  expect(validatePassword('Abcdef1!')).toBeUndefined();
});

test.each([
  ['too short', 'Abcde1!'],
  ['too long', `Abcdef1!${'x'.repeat(43)}`],
  ['missing lower case', 'ABCDEF1!'],
  ['missing upper case', 'abcdef1!'],
  ['missing a digit', 'Abcdefg!'],
  ['missing a special character', 'Abcdefg1'],
  ['holding a tab', 'Abcdef1!\t'],
  ['holding a newline', 'Abc\ndef1!'],
])('rejects a password %s', (_reason, password) => {
  expect(validatePassword(password)).toBe(PASSWORD_RULE_MESSAGE);
});

test('accepts exactly 50 characters', () => {
  expect(meetsEnforcedPasswordRule(`Abcdef1!${'x'.repeat(42)}`)).toBe(true);
});

test('treats C0, DEL and C1 characters as control characters', () => {
  expect(['\u0000', '\t', '\u007f', '\u0085'].every(isControlCharacter)).toBe(true);
  expect(['a', ' ', '\u00a0', 'é'].some(isControlCharacter)).toBe(false);
});

test('counts spaces and non-ASCII characters as special', () => {
  expect([...'aZ5 é!'].map(characterClassOf)).toEqual([
    'lower',
    'upper',
    'digit',
    'special',
    'special',
    'special',
  ]);
});
