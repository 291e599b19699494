import { afterEach, describe, expect, test } from 'vitest';
import { runHousekeeping } from '../../housekeeping';
import { dialects } from '../../../test/harness';
import {
  authCall,
  newAccountForm,
  sendCode,
  signUp,
  startAuthApp,
  type AuthTestApp,
} from '../../../test/account.helpers';

const MINUTE = 60_000;

describe.each(dialects)('housekeeping of accounts on %s', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t?.close());

  test('deletes spent codes, lockouts and text messages, and sign-ups never verified, in their time', async () => {
    t = await startAuthApp(dialect);
    const member = await signUp(t);
    const pending = newAccountForm();
    await authCall(t, 'POST', '/register', pending);
    await sendCode(t, pending);
    await authCall(t, 'POST', '/login', {
      userName: member.form.emailAddress,
      password: 'Wrong#Pass1',
    });
    await t.app.services.sms.idle();
    const count = async (
      table: 'verification_codes' | 'account_lockouts' | 'sms_outbox' | 'customers',
    ) => (await t.database.db.selectFrom(table).selectAll().execute()).length;
    expect([
      await count('verification_codes'),
      await count('account_lockouts'),
      await count('sms_outbox'),
    ]).toEqual([1, 1, 2]);

    expect(await runHousekeeping(t.app, t.clock.now + 10 * MINUTE)).toMatchObject({
      verificationCodes: 0,
      accountLockouts: 0,
      textMessages: 0,
      unverifiedAccounts: 0,
    });
    expect(await runHousekeeping(t.app, t.clock.now + 25 * 60 * MINUTE)).toMatchObject({
      verificationCodes: 1,
      accountLockouts: 1,
      textMessages: 2,
      unverifiedAccounts: 1,
    });
    const left = await t.database.db.selectFrom('customers').select('email_address').execute();
    expect(left.map((row) => row.email_address)).toContain(member.form.emailAddress);
    expect(left.map((row) => row.email_address)).not.toContain(pending.emailAddress);
  });
});
