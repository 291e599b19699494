import fc from 'fast-check';
import { expect, test } from 'vitest';
import { meetsEnforcedPasswordRule } from './password.validator';
import { PASSWORD_RULES, calculatePasswordEntropy, gradePassword } from './password-strength';

test('grades an empty password 0', () => {
  expect(gradePassword('')).toBe(0);
});

test('grades a password failing the enforced rule 0 however long', () => {
  expect(gradePassword('abcdefghijklmnopqrstuvwxyz')).toBe(0);
});

test('grades a password meeting only the enforced rule 2', () => {
  expect(gradePassword('Aa1!Aa1!')).toBe(2);
});

test('grades 3 once the entropy reaches 48 bits and 4 once it reaches 64 bits', () => {
  // 94-character pool: 7 distinct give 45.9 bits, 8 give 52.4, 9 give 59.0, 10 give 65.5.
  expect(gradePassword('Aa1!Aa1!bb')).toBe(2);
  expect(gradePassword('Aa1!bcde')).toBe(3);
  expect(gradePassword('Aa1!bcdef')).toBe(3);
  expect(gradePassword('Aa1!bcdefg')).toBe(4);
});

test('computes entropy as distinct characters times log2 of the pools present', () => {
  expect(calculatePasswordEntropy('')).toBe(0);
  expect(calculatePasswordEntropy('aab')).toBeCloseTo(2 * Math.log2(26));
  expect(calculatePasswordEntropy('aA1!')).toBeCloseTo(4 * Math.log2(94));
  expect(calculatePasswordEntropy('a1')).toBeCloseTo(2 * Math.log2(36));
});

test('keeps the enforced pattern in agreement with the enforced rule', () => {
  const pattern = PASSWORD_RULES.find((rule) => rule.enforced)?.pattern;
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (password) => {
      expect(pattern?.test(password)).toBe(meetsEnforcedPasswordRule(password));
    }),
  );
  expect(pattern?.test('Abcdef1!')).toBe(true);
});

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 42,
});

test('never lowers the grade as characters are appended to a password that passes', () => {
  fc.assert(
    fc.property(fc.constantFrom('Abcdef1!', 'Aa1!Aa1!', 'Zz9#Zz9#'), printable, (start, tail) => {
      let previous = gradePassword(start);
      expect(previous).toBeGreaterThanOrEqual(2);
      for (const char of tail) {
        start += char;
        const grade = gradePassword(start);
        expect(grade).toBeGreaterThanOrEqual(previous);
        previous = grade;
      }
    }),
  );
});
