import { DIALOGS } from '@catering/domain';
import { afterEach, expect, test } from 'vitest';
import { ApiError } from '../api/api-error';
import { useDialogStore } from '../stores/dialog-store';
import { errorDialogContent, showErrorDialog } from './error-dialog';

const failure = (status: number, errorCode: string | null, validationCodes: string[] = []) =>
  new ApiError({
    status,
    errorCode,
    message: 'x',
    correlationId: 'c',
    validationErrors: validationCodes.map((code) => ({ errorCode: code })),
  });
const shown = () =>
  useDialogStore.getState().queue.map(({ header, text, subText }) => ({ header, text, subText }));

afterEach(() => useDialogStore.setState({ queue: [] }));

test('a critical error shows "Sorry, something\'s not right" whatever the call\'s own dialog', () => {
  void showErrorDialog(failure(503, 'GEN-0503'), { fallback: DIALOGS.promotionsFailure });
  expect(shown()).toEqual([
    {
      header: undefined,
      text: "Sorry, something's not right",
      subText: ['Please try again later.'],
    },
  ]);
});

test('an error code with a dialog of its own shows it, also where the call has a fallback', () => {
  const content = errorDialogContent(failure(409, 'ORD-0414'), {
    fallback: DIALOGS.itemSaveFailure,
  });
  expect(content).toBe(DIALOGS.orderItemsLimit);
  expect(errorDialogContent(failure(409, 'ORD-0409'))).toBe(DIALOGS.cannotEditOrder);
});

test("a validation failure is shown by its first field's code", () => {
  expect(errorDialogContent(failure(400, 'VAL-0001', ['ORD-0409']))).toBe(DIALOGS.cannotEditOrder);
});

test("a code without a dialog of its own shows the call's fallback", () => {
  void showErrorDialog(failure(500, 'GEN-0500'), { fallback: DIALOGS.itemSaveFailure });
  expect(shown()[0]).toMatchObject({ text: 'We encountered a problem.' });
});

test('an error with no code (no answer, or not from the service) shows the generic dialog by default', () => {
  void showErrorDialog(new Error('offline'));
  void showErrorDialog(failure(0, null));
  expect(shown()).toEqual([
    {
      header: undefined,
      text: 'Something unexpected happened.',
      subText: ['Please try again or contact customer support.'],
    },
    {
      header: undefined,
      text: 'Something unexpected happened.',
      subText: ['Please try again or contact customer support.'],
    },
  ]);
});

test('an expired session shows nothing here: the shell says it once for every call', async () => {
  const expired = new ApiError({
    status: 401,
    errorCode: 'AUTH-0401',
    message: 'x',
    correlationId: 'c',
    sessionExpired: true,
  });
  await expect(showErrorDialog(expired, { fallback: DIALOGS.itemSaveFailure })).resolves.toBe(
    'cancel',
  );
  expect(shown()).toEqual([]);
});
