import Fastify from 'fastify';
import { expect, test } from 'vitest';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  sessionTokenOf,
  writeSessionCookie,
} from './session-cookie';

// The one cookie of the service, read and written without a cookie plugin (decision 268).
async function answer(cookieHeader: string | undefined, write: Parameters<typeof route>[0]) {
  const app = Fastify({ logger: false });
  app.get('/', route(write));
  const response = await app.inject({
    method: 'GET',
    url: '/',
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
  await app.close();
  return response;
}
function route(write: (reply: Parameters<typeof writeSessionCookie>[0]) => void) {
  return async (
    request: Parameters<typeof sessionTokenOf>[0],
    reply: Parameters<typeof writeSessionCookie>[0],
  ) => {
    write(reply);
    return { token: sessionTokenOf(request) ?? null };
  };
}

test('the session token is read from among other cookies, and only under its own name', async () => {
  const read = async (header?: string) => (await answer(header, () => {})).json().token;
  expect(await read(`theme=dark; ${SESSION_COOKIE}=abc-123_X; lang=en`)).toBe('abc-123_X');
  expect(await read(`x${SESSION_COOKIE}=forged; other=1`)).toBeNull();
  expect(await read(`${SESSION_COOKIE}=`)).toBeNull();
  expect(await read(undefined)).toBeNull();
  // A percent-encoded value is decoded, as the cookie was written (encodeURIComponent).
  expect(await read(`${SESSION_COOKIE}=a%20b`)).toBe('a b');
});

test('a written cookie carries its attributes; a second write replaces the first', async () => {
  const response = await answer(undefined, (reply) => {
    writeSessionCookie(reply, 'first', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
    });
    writeSessionCookie(reply, 'second', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      maxAge: 3600,
    });
  });
  expect(response.cookies).toEqual([
    {
      name: SESSION_COOKIE,
      value: 'second',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 3600,
    },
  ]);
  const secure = await answer(undefined, (reply) =>
    writeSessionCookie(reply, 't', { path: '/', httpOnly: true, sameSite: 'lax', secure: true }),
  );
  expect(secure.headers['set-cookie']).toMatch(/; Secure/);
  expect(secure.headers['set-cookie']).not.toMatch(/Max-Age/);
});

test("a cleared cookie expires at once, with the written one's path, HttpOnly and SameSite", async () => {
  const response = await answer(`${SESSION_COOKIE}=old`, (reply) => clearSessionCookie(reply));
  const [cookie] = response.cookies;
  expect(cookie).toMatchObject({
    name: SESSION_COOKIE,
    value: '',
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: 0,
  });
  expect(cookie?.expires?.getTime()).toBe(0);
});
