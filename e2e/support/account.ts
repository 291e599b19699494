import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Accounts for journeys that start signed in or sign in: made through the API as a customer
// makes one (register, a code texted, the code read from the dev outbox, verify/finalize).

const headers = {
  'X-Subscription-Key': 'catering-web-dev-key',
  'Content-Type': 'application/json',
};

/** A password of strength grade 2 or more (the create-account rule). */
export const ACCOUNT_PASSWORD = 'Burrito#Bowl42';

export interface TestAccount {
  email: string;
  password: string;
  /** 10 digits, area code first digit 2-9. */
  phone: string;
  firstName: string;
  lastName: string;
  /** `catering_session=...`: the signed-in session verify/finalize answered. */
  cookie: string;
}

let made = 0;

/** An email and a phone number no other journey uses (journeys share one server). */
export function uniqueContact(): { email: string; phone: string } {
  made += 1;
  const stamp = `${Date.now().toString(36)}${made}${Math.random().toString(36).slice(2, 6)}`;
  const digits = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}${made}`
    .padStart(9, '0')
    .slice(-9);
  return { email: `e2e.${stamp}@example.com`, phone: `3${digits}` };
}

async function post(request: APIRequestContext, url: string, body: unknown) {
  return request.post(url, { headers, data: JSON.stringify(body) });
}

/** The newest 6-digit code texted to `phone`, read from GET /dev/outbox (newest first). */
export async function latestCodeFor(
  request: APIRequestContext,
  baseURL: string,
  phone: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const page = await (await request.get(`${baseURL}/dev/outbox`)).text();
        for (const row of page.split('<tr>')) {
          if (!row.includes(`+1${phone}`)) continue;
          const text = /<td class="body">([^<]*)<\/td>/.exec(row)?.[1] ?? '';
          code = /\b(\d{6})\b/.exec(text)?.[1];
          break;
        }
        return code;
      },
      { message: `a code texted to ${phone}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

function sessionCookieOf(setCookies: { name: string; value: string }[]): string {
  const header = setCookies.find(
    (h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('catering_session='),
  );
  if (!header) throw new Error('verify/finalize set no session cookie');
  return header.value.split(';')[0] as string;
}

/**
 * An account registered through the API whose phone is not verified yet (register answers
 * VER-0403): signing in asks for the verification first. `cookie` is empty.
 */
export async function registerByApi(
  request: APIRequestContext,
  baseURL: string,
  overrides: Partial<Pick<TestAccount, 'firstName' | 'lastName'>> = {},
): Promise<TestAccount> {
  const { email, phone } = uniqueContact();
  const account = {
    firstName: overrides.firstName ?? 'Grace',
    lastName: overrides.lastName ?? 'Hopper',
    email,
    phone,
    password: ACCOUNT_PASSWORD,
    cookie: '',
  };
  const registered = await post(request, `${baseURL}/api/v1/customerauth/register`, {
    isGuest: false,
    firstName: account.firstName,
    lastName: account.lastName,
    emailAddress: email,
    phoneNumber: phone,
    country: 'US',
    password: account.password,
  });
  expect(registered.status(), await registered.text()).toBe(403);
  expect((await registered.json()).errorCode).toBe('VER-0403');
  return account;
}

/**
 * A verified full user made through the API: register (answered VER-0403), verify/initialize
 * sends the code, the code is read from the outbox, verify/finalize signs in. `request` keeps the
 * signed-in cookie too; a browser page does not share it (sign in there with signInInBrowser).
 */
export async function signUpByApi(
  request: APIRequestContext,
  baseURL: string,
  overrides: Partial<Pick<TestAccount, 'firstName' | 'lastName'>> = {},
): Promise<TestAccount> {
  const account = await registerByApi(request, baseURL, overrides);
  const { email, phone } = account;
  const api = `${baseURL}/api/v1/customerauth`;
  const sent = await post(request, `${api}/verify/initialize`, {
    email,
    password: account.password,
    phoneNumber: phone,
    context: 'accountCreation',
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await sent.json()).step).toBe('PHONE_VERIFICATION');

  const code = await latestCodeFor(request, baseURL, phone);
  const verified = await post(request, `${api}/verify/finalize`, {
    code,
    email,
    phoneNumber: phone,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...account, cookie: sessionCookieOf(verified.headersArray()) };
}

/**
 * Signs in through the login page (/account/login) and waits until the page has left it and the
 * header greets the user (the user starts on Home, or on the page of `prevPath` when given).
 */
export async function signInInBrowser(
  page: Page,
  email: string,
  password: string,
  prevPath?: string,
): Promise<void> {
  const query = prevPath ? `?prevPath=${encodeURIComponent(prevPath)}` : '';
  await page.goto(`/account/login${query}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
  await expect(page.getByRole('banner').getByText(/^HEY\b/)).toBeVisible();
}

/**
 * A new full user, signed in in the page: page.request shares the browser's cookies, so the
 * session verify/finalize answered is the page's (the sign-in page has its own journey).
 */
export async function signUpInPage(
  page: Page,
  baseURL: string | undefined,
  overrides: Partial<Pick<TestAccount, 'firstName' | 'lastName'>> = {},
): Promise<TestAccount> {
  const account = await signUpByApi(page.request, baseURL ?? '', overrides);
  const split = account.cookie.indexOf('=');
  const [name, value] = [account.cookie.slice(0, split), account.cookie.slice(split + 1)];
  await page.context().addCookies([{ name, value, url: baseURL ?? '' }]);
  return account;
}

/** Fills the create-account form (the page's or the modal's) as Ada Lovelace. */
export async function fillCreateAccount(scope: Page | Locator, email: string, phone: string) {
  await scope.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await scope.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await scope.getByRole('textbox', { name: 'Email' }).fill(email);
  await scope.getByRole('textbox', { name: 'Phone number' }).pressSequentially(phone);
  await scope.getByRole('textbox', { name: 'Password', exact: true }).fill(ACCOUNT_PASSWORD);
}
