// The sign-in page's address and where it returns to (ACC-GUARD-2, ACC-SIGNIN-2).

export const LOGIN_PATH = '/account/login';
export const CREATE_ACCOUNT_PATH = '/account/create';

/** The sign-in page, returning to `prevPath` (a path with its query) afterwards. */
export function loginPath(prevPath?: string): string {
  return prevPath ? `${LOGIN_PATH}?prevPath=${encodeURIComponent(prevPath)}` : LOGIN_PATH;
}

/**
 * Where to go after signing in: `prevPath` when it is a path of this site, else Home. Another
 * origin ("//host", "https://...") is refused so that the link cannot send a customer away, and
 * the sign-in and create-account pages themselves lead Home (a full user may not see them).
 */
export function returnPathAfterSignIn(prevPath: string | null | undefined): string {
  if (!prevPath || !prevPath.startsWith('/') || prevPath.startsWith('//')) return '/';
  if (prevPath.includes('\\')) return '/';
  const pathname = prevPath.split(/[?#]/)[0] ?? '';
  if (pathname === LOGIN_PATH || pathname === CREATE_ACCOUNT_PATH) return '/';
  return prevPath;
}
