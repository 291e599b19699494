import { DIALOGS, type DialogContent, ERROR_CODES, errorDialogFor } from '@catering/domain';
import { ApiError } from '../api/api-error';
import { type DialogChoice, showDialog } from '../stores/dialog-store';

export interface ErrorDialogOptions {
  /** The dialog for an error whose code has none of its own; the generic failure dialog by default. */
  fallback?: DialogContent;
}

/** The dialog for a failed call: its error code's own dialog, else the call's fallback. */
export function errorDialogContent(
  error: unknown,
  { fallback = DIALOGS.genericFailure }: ErrorDialogOptions = {},
): DialogContent {
  if (!(error instanceof ApiError) || !error.errorCode) return fallback;
  const content = errorDialogFor({
    errorCode: error.errorCode,
    validationErrors: error.validationErrors.map((item) => ({
      ...item,
      message: item.message ?? '',
    })),
  });
  // errorDialogFor answers the generic failure dialog for a code without a dialog of its own.
  return content === DIALOGS.genericFailure ? fallback : content;
}

/**
 * The one way from a failed call to a dialog (SHELL-DIALOG-2); resolves with the customer's
 * choice. An expired session shows nothing here: the shell resets it and tells the customer,
 * once for every call (SHELL-EXPIRY-1).
 */
export function showErrorDialog(
  error: unknown,
  options: ErrorDialogOptions = {},
): Promise<DialogChoice> {
  if (error instanceof ApiError && error.sessionExpired) return Promise.resolve('cancel');
  if (isCriticalError(error)) return showCriticalDialog();
  return showDialog(errorDialogContent(error, options));
}

let criticalDialog: Promise<DialogChoice> | null = null;

/**
 * "Sorry, something's not right" (SHELL-DIALOG-4). The API layer shows it for every call that
 * gets the critical code; calls failing together (a page's loaders) show it once.
 */
export function showCriticalDialog(): Promise<DialogChoice> {
  criticalDialog ??= showDialog(DIALOGS.critical).finally(() => {
    criticalDialog = null;
  });
  return criticalDialog;
}

/** True for the service's critical error code ("Sorry, something's not right"). */
export function isCriticalError(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === ERROR_CODES.critical;
}
