import type { DialogContent } from '@catering/domain';
import { errorDialogFor } from '@catering/domain';
import { ApiError } from '../api/api-error';
import type { DialogOptions } from '../app/dialog-store';

/** The domain's dialog texts (header, text, emphasis, sub text, button, cancel) as dialog options. */
export function dialogOptionsFrom(content: DialogContent): DialogOptions {
  return {
    header: content.header,
    text: content.text,
    emphasisText: content.emphasis,
    subText: content.subText,
    okLabel: content.button ?? 'OK',
    cancelLabel: content.cancel,
  };
}

/** The dialog for a failed call: the error code's own dialog, else the generic failure dialog. */
export function errorDialogOptions(error: unknown): DialogOptions {
  if (!(error instanceof ApiError) || !error.errorCode)
    return dialogOptionsFrom(errorDialogFor(undefined));
  return dialogOptionsFrom(
    errorDialogFor({
      errorCode: error.errorCode,
      validationErrors: error.validationErrors.map((item) => ({
        ...item,
        message: item.message ?? '',
      })),
    }),
  );
}
