import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  VerifyFinalizeBody,
  VerifyInitializeBody,
} from '@catering/domain';
import type { Actor } from '../orders/order-context';
import type { ActiveSession } from '../sessions.service';
import type { AccountDeps, Caller } from './account-deps';
import { changePassword } from './change-password';
import { login } from './sign-in';
import { register, upgrade } from './sign-up';
import { finalizeVerification } from './verify-finalize';
import { initializeVerification } from './verify-initialize';

/** Sign-up, sign-in, verification and passwords (API-AUTH-1). */
export function accountsService(deps: AccountDeps) {
  return {
    register: (form: RegisterBody, caller: Caller) => register(deps, form, caller),
    upgrade: (form: RegisterBody, actor: Actor, caller: Caller) =>
      upgrade(deps, form, actor, caller),
    login: (body: LoginBody, caller: Caller) => login(deps, body, caller),
    initializeVerification: (body: VerifyInitializeBody, caller: Caller) =>
      initializeVerification(deps, body, caller),
    finalizeVerification: (body: VerifyFinalizeBody, caller: Caller) =>
      finalizeVerification(deps, body, caller),
    changePassword: (body: ChangePasswordBody, active: ActiveSession, caller: Caller) =>
      changePassword(deps, body, active, caller),
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
