import type { VerificationContext, VerificationState } from '@catering/domain';
import { create } from 'zustand';
import type { CustomerSession } from '../../api/customerauth';

/** What a screen hands to the verification: who, and what it already knows. */
export interface VerificationRequest {
  context: VerificationContext;
  email: string;
  /** Known at account creation and sign-in; without it the modal asks for it first. */
  password?: string;
  /** A new number to verify (a profile update); else the account's number is offered. */
  phoneNumber?: string;
  /** The refusal that started the verification, when there was one. */
  errorCode?: string | null;
}

/** A verification on screen: its request, the service's first answer and how it ends. */
export interface ActiveVerification {
  id: number;
  request: VerificationRequest;
  state: VerificationState;
  succeed: (session: CustomerSession, phoneUpdated: boolean) => void;
  /** Ends it with ACCOUNT_VERIFICATION_CANCELLED (LEAVE) or _FAILED (lockout). */
  fail: (error: 'ACCOUNT_VERIFICATION_CANCELLED' | 'ACCOUNT_VERIFICATION_FAILED') => void;
}

interface VerificationStoreState {
  active: ActiveVerification | null;
}

/** The one verification the host shows (the modal is full-screen: one at a time). */
export const useVerificationStore = create<VerificationStoreState>()(() => ({ active: null }));
