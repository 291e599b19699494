// Data that is the same for every customer: kept when the customer signs in or out.
const SHARED_DATA = new Set(['menu', 'enum', 'popularbuild', 'capacity', 'notices', 'restaurant']);

/**
 * True for cached data of the session's customer, which must not outlive a sign-in or sign-out
 * (orders, points, wallet, addresses...): everything but the shared data, the session and the bag,
 * which the caller reloads itself.
 */
export function isAccountData(queryKey: readonly unknown[]): boolean {
  const [root, second] = queryKey;
  if (root === 'customerauth' && second === 'session') return false;
  if (root === 'order' && second === 'cart') return false;
  return typeof root !== 'string' || !SHARED_DATA.has(root);
}
