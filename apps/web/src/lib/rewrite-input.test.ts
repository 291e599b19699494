import { afterEach, expect, test } from 'vitest';
import { rewriteInput } from './rewrite-input';

afterEach(() => document.body.replaceChildren());

function typedInto(value: string, caret: number) {
  const input = document.createElement('input');
  document.body.append(input);
  input.focus();
  input.value = value;
  input.setSelectionRange(caret, caret);
  return input;
}

test('a dropped character leaves the caret where the customer was typing', () => {
  const input = typedInto('12x34', 3);
  expect(rewriteInput(input, '1234')).toBe('1234');
  expect(input.value).toBe('1234');
  expect(input.selectionStart).toBe(2);
});

test('a rewrite of the same length (an upper case) keeps the caret where it was', () => {
  const input = typedInto('sAVE10', 1);
  expect(rewriteInput(input, 'SAVE10')).toBe('SAVE10');
  expect(input.selectionStart).toBe(1);
});

test('a value already as typed is left alone, caret and all', () => {
  const input = typedInto('1234', 1);
  expect(rewriteInput(input, '1234')).toBe('1234');
  expect(input.selectionStart).toBe(1);
});

test('a rewrite that adds characters puts the caret at the end', () => {
  const input = typedInto('2025', 4);
  expect(rewriteInput(input, '(202) 5')).toBe('(202) 5');
  expect(input.value).toBe('(202) 5');
  expect(input.selectionStart).toBe(7);
});
