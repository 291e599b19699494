import { DIALOGS, type DialogContent, ERROR_CODES } from '@catering/domain';
import { ApiError } from '../api/api-error';
import { type DialogChoice, type DialogOptions, showDialog } from '../app/dialog-store';

/** The domain's dialog content as the dialog store's options. */
export function toDialogOptions(content: DialogContent): DialogOptions {
  return {
    header: content.header,
    text: content.text,
    emphasisText: content.emphasis,
    subText: content.subText,
    okLabel: content.button,
    cancelLabel: content.cancel,
  };
}

/** True for the service's critical error code ("Sorry, something's not right"). */
export function isCriticalError(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === ERROR_CODES.critical;
}

export interface FailureDialogOptions {
  /** Show `fallback` even for a critical error, for calls that handle those themselves. */
  suppressCritical?: boolean;
}

/**
 * Shows the dialog for a failed call: the critical dialog for a critical error (unless
 * suppressed for this call), otherwise `fallback` (the generic failure dialog by default).
 */
export function showFailureDialog(
  error: unknown,
  fallback: DialogContent = DIALOGS.genericFailure,
  { suppressCritical = false }: FailureDialogOptions = {},
): Promise<DialogChoice> {
  const content = !suppressCritical && isCriticalError(error) ? DIALOGS.critical : fallback;
  return showDialog(toDialogOptions(content));
}
