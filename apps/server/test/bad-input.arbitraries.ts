import fc from 'fast-check';
import { expect } from 'vitest';

// Generated bad input shared by the bad-input property tests of the API (the order area's and the
// account area's): nasty values, body mutations at any depth, path segments, header values, and
// the two expectations every answer must meet (never a 5xx; a refusal carries an error code).

export const CODE = /^[A-Z]{2,4}-\d{4}$/;

/** Strings made mostly of control characters, which PostgreSQL (NUL) or a log may choke on. */
export const controlString = fc.string({
  unit: fc.constantFrom('a', '1', ' ', '\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f'),
  minLength: 1,
  maxLength: 20,
});
export const nastyString = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  controlString,
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    'sbx_\u0000',
    'a\u0001b',
    'line\r\nbreak',
    '\u001b[31m',
    '\u007f',
    '\ud800',
    'x'.repeat(400),
    '😀'.repeat(40),
    "'; drop table orders; --",
    '%00',
    '<b>',
    '١٢٣',
  ),
);
/** A control character alone, inside a value, and at its end (where trimming does not reach). */
export const CONTROL_VALUES = ['\u0000', 'a\u0000b', 'x\u001f', 'ab\u007f'];

export const nastyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
);

export type Json = Record<string, unknown>;
export type Mutation = (valid: Json) => unknown;

/** A mutation that says what it does when fast-check reports it. */
export function described(mutation: Mutation, text: string): Mutation {
  return Object.assign(mutation, { [fc.toStringMethod]: () => text });
}

/** Every path into a body, nested objects and array elements included ('deliveryAddress.city'). */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...pathsOf(child, [...prefix, key]),
  ]);
}

/** The paths of the text fields of a body. */
export function stringPathsOf(sample: Json): string[][] {
  return pathsOf(sample).filter((path) => {
    const value = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], sample);
    return typeof value === 'string';
  });
}

export function clone(valid: Json): Json {
  return JSON.parse(JSON.stringify(valid)) as Json;
}

/** The body with the value at `path` replaced (an own property, even for '__proto__'), or dropped. */
export function changedAt(valid: Json, path: string[], value: unknown, drop = false): unknown {
  const body = clone(valid);
  let parent = body as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  if (drop) delete parent[last];
  else {
    Object.defineProperty(parent, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return JSON.parse(JSON.stringify(body)) as unknown;
}

/**
 * Anything JSON, or the valid body with one field at any depth (or an unknown one) replaced by
 * something nasty, or one field dropped. The valid body is known only after the run's setup.
 */
export function mutationArb(sample: Json): fc.Arbitrary<Mutation> {
  const paths = pathsOf(sample);
  const textPaths = stringPathsOf(sample);
  const extraPaths = [['extra'], ['__proto__'], ['constructor']];
  const setTo = (values: fc.Arbitrary<unknown>, among: string[][]) =>
    fc
      .record({ path: fc.constantFrom(...among), value: values })
      .map(({ path, value }) =>
        described(
          (valid) => changedAt(valid, path, value),
          `${path.join('.')} = ${fc.stringify(value)}`,
        ),
      );
  const dropped = fc
    .constantFrom(...paths)
    .map((path) =>
      described((valid) => changedAt(valid, path, undefined, true), `${path.join('.')} dropped`),
    );
  const anything = fc
    .jsonValue({ maxDepth: 3 })
    .map((json) => described(() => json, `the body ${fc.stringify(json)}`));
  return fc.oneof(
    setTo(nastyValue, [...paths, ...extraPaths]),
    ...(textPaths.length > 0 ? [setTo(controlString, textPaths)] : []),
    dropped,
    anything,
  );
}

export const percentEncoded = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A path segment or query value: any text, control characters, or any bytes (not always UTF-8). */
/** Always tried first: NUL and other control characters, too long. */
export const SEGMENT_EXAMPLES: [string][] = [
  ['%00'],
  ['a%00b'],
  ['%01'],
  ['x%1F'],
  ['%7F'],
  ['x'.repeat(65)],
];

export const segmentArb = fc.oneof(
  fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
  controlString.map(encodeURIComponent),
  fc.constantFrom(
    'x'.repeat(37),
    'x'.repeat(65),
    'x'.repeat(400),
    'x'.repeat(5000),
    '%E0%A4%A',
    '%ED%A0%80',
    '%00',
    'a%00b',
    '%01',
    '%7F',
    '..%2F..',
    '%2F',
    '%20',
  ),
  fc.uint8Array({ minLength: 1, maxLength: 120 }).map(percentEncoded),
);

/** Header values HTTP can carry (tab, visible ASCII, obs-text), any length. */
export const headerValueArb = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({
    unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 40,
  }),
  fc.constantFrom('', ' ', 'short', '\t\t\t\t\t\t\t\t', 'k'.repeat(101), 'k'.repeat(5000)),
);

export function expectRefusedWithCode(
  response: { statusCode: number; body: string },
  what: string,
) {
  expect(response.statusCode, `${what} -> ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what} -> ${response.body}`).toBeLessThan(500);
  expect(JSON.parse(response.body).errorCode, `${what} -> ${response.body}`).toMatch(CODE);
}

export function expectNoServerError(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what} -> ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400) expectRefusedWithCode(response, what);
}
