import { describe, expect, test } from 'vitest';
import { idSchema, noControlCharacters, plainTextSchema } from './text-rules';

describe('noControlCharacters', () => {
  test('refuses NUL, the other C0 characters and DEL anywhere in the text', () => {
    for (const bad of ['\u0000', 'a\u0000b', 'x\u001f', '\tx', 'line\nbreak', 'ab\u007f']) {
      expect(noControlCharacters(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  test('takes empty text, spaces, accents, emoji and characters above DEL', () => {
    for (const good of ['', '  ', 'Café Zoë', '😀', '١٢٣', '\u00a0', "O'Brien & Co."]) {
      expect(noControlCharacters(good), JSON.stringify(good)).toBe(true);
    }
  });
});

describe('plainTextSchema', () => {
  test('takes text up to its length and refuses a control character or one more character', () => {
    const schema = plainTextSchema(5);
    expect(schema.safeParse('12345').success).toBe(true);
    expect(schema.safeParse('123456').success).toBe(false);
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe(
      'Please remove special characters',
    );
  });
});

describe('idSchema', () => {
  test('takes letters, digits, "-" and "_" up to its length, and nothing else', () => {
    const schema = idSchema(8);
    expect(schema.safeParse('aZ09-_').success).toBe(true);
    for (const bad of ['', 'a\u0000b', 'a b', 'x'.repeat(9), '../x', 'é', 'a%00']) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
