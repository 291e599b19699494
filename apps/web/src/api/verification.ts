import type {
  AccountVerified,
  RegisterBody,
  VerificationState,
  VerifyFinalizeBody,
  VerifyInitializeBody,
} from '@catering/domain';
import { apiJson, setFeatureUser } from './http';

export type { AccountVerified, VerificationState } from '@catering/domain';

/**
 * POST /customerauth/register: creates the account. It answers 403 VER-0403 when it was made,
 * since an account signs in only once its phone is verified (ACC-SIGNUP-6), so this always throws.
 */
export async function register(body: RegisterBody): Promise<void> {
  await apiJson<unknown>('/customerauth/register', { method: 'POST', body });
}

/** POST /customerauth/verify/initialize: the next step, sending a code when a phone is given. */
export function initializeVerification(body: VerifyInitializeBody): Promise<VerificationState> {
  return apiJson<VerificationState>('/customerauth/verify/initialize', { method: 'POST', body });
}

/** POST /customerauth/verify/finalize: checks the code; account creation and login sign in. */
export async function finalizeVerification(body: VerifyFinalizeBody): Promise<AccountVerified> {
  const verified = await apiJson<AccountVerified>('/customerauth/verify/finalize', {
    method: 'POST',
    body,
  });
  setFeatureUser(verified.session.customerIdHash);
  return verified;
}
