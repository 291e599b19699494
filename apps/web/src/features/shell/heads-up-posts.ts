import type { InfoNotice } from '@catering/domain';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const SEEN_KEY = 'catering.headsUpSeen';

// Posts carry no id: a restaurant's post is its title and message.
const postKey = (restaurantNumber: number, post: InfoNotice) =>
  `${restaurantNumber}\n${post.Title}\n${post.Message}`;

function seenKeys(storage: SessionStore): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** The posts of the restaurant not yet answered with OKAY in this session (SHELL-NOTICE-1). */
export function unseenPosts(
  storage: SessionStore,
  restaurantNumber: number,
  posts: InfoNotice[],
): InfoNotice[] {
  const seen = new Set(seenKeys(storage));
  return posts.filter((post) => !seen.has(postKey(restaurantNumber, post)));
}

/** Remembers for the session that these posts were shown and answered. */
export function markPostsSeen(
  storage: SessionStore,
  restaurantNumber: number,
  posts: InfoNotice[],
): void {
  const keys = [...seenKeys(storage), ...posts.map((post) => postKey(restaurantNumber, post))];
  try {
    storage.setItem(SEEN_KEY, JSON.stringify([...new Set(keys)]));
  } catch {
    // Without storage the posts may show again on the next page load; nothing breaks.
  }
}
