import { expect, test } from 'vitest';
import { formatDistance } from './distance';

test('shows distances up to 305 m in feet', () => {
  expect(formatDistance(250)).toBe('820 ft');
  expect(formatDistance(305)).toBe('1001 ft');
  expect(formatDistance(0)).toBe('0 ft');
});

test('shows distances beyond 305 m in miles to one decimal', () => {
  expect(formatDistance(306)).toBe('0.2 mi');
  expect(formatDistance(3701)).toBe('2.3 mi');
  expect(formatDistance(80_467)).toBe('50.0 mi');
});
