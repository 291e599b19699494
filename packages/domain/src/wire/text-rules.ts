import { z } from 'zod';

/**
 * True when the text holds no control character (below U+0020, or U+007F). They have no place in a
 * name, an address, a code or an id, and PostgreSQL refuses NUL outright.
 */
export function noControlCharacters(value: string): boolean {
  return ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** The message of a text refused for a control character. */
export const CONTROL_CHARACTER_MESSAGE = 'Please remove special characters';

/** Text of at most `max` characters without control characters. */
export function plainTextSchema(max: number) {
  return z.string().max(max).refine(noControlCharacters, CONTROL_CHARACTER_MESSAGE);
}

/** Ids the service hands out are letters, digits, '-' and '_': nothing else can name one. */
export function idSchema(max: number) {
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), 'Not a valid id');
}
