import { expect, test } from 'vitest';
import { markPostsSeen, unseenPosts } from './heads-up-posts';

const parking = { Title: 'Pickup parking', Message: 'Free for 20 minutes.' };
const lunch = { Title: 'Busy lunch hour', Message: 'Noon fills up early.' };

test('a post shows until OKAY, once per post per session, per restaurant', () => {
  const storage = new Map<string, string>();
  const session = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  expect(unseenPosts(session, 5001, [parking, lunch])).toEqual([parking, lunch]);
  markPostsSeen(session, 5001, [parking]);
  expect(unseenPosts(session, 5001, [parking, lunch])).toEqual([lunch]);
  expect(unseenPosts(session, 2001, [parking])).toEqual([parking]);
  // A post whose message changes is a new post.
  expect(unseenPosts(session, 5001, [{ ...parking, Message: 'Now 30 minutes.' }])).toHaveLength(1);
});

test('unreadable or unavailable storage shows the posts rather than failing', () => {
  const broken = {
    getItem: () => '{not json',
    setItem: () => {
      throw new Error('quota');
    },
  };
  expect(unseenPosts(broken, 5001, [parking])).toEqual([parking]);
  expect(() => markPostsSeen(broken, 5001, [parking])).not.toThrow();
});
