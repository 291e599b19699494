import type { CustomerSession } from '../../../api/customerauth';

/** What a sign-in hands to the verification (context login) when the service refused it. */
export interface LoginVerificationRequest {
  email: string;
  password: string;
  errorCode: string | null;
}

/**
 * Runs the account verification of a refused sign-in. Resolves once it succeeded (with the new
 * session when known); rejects with one of the verification error identifiers otherwise.
 */
export type StartVerification = (
  request: LoginVerificationRequest,
) => Promise<CustomerSession | undefined>;

/**
 * The verification of ACC-SIGNIN-6, shared with account creation in components/; loaded on the
 * first refusal, so the sign-in chunk does not carry it. A chunk that fails to load rejects with
 * a plain error, which counts as a verification that could not start.
 */
export const startLoginVerification: StartVerification = async (request) => {
  const { openAccountVerification } =
    await import('../../../components/account-verification/open-account-verification');
  return openAccountVerification({ context: 'login', ...request });
};
