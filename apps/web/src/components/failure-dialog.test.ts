import { DIALOGS } from '@catering/domain';
import { afterEach, expect, test } from 'vitest';
import { ApiError } from '../api/api-error';
import { useDialogStore } from '../app/dialog-store';
import { showFailureDialog } from './failure-dialog';

const critical = new ApiError({ status: 503, errorCode: 'GEN-0503', message: 'x', correlationId: 'c' });
const shown = () => useDialogStore.getState().queue.map(({ header, text, subText }) => ({ header, text, subText }));

afterEach(() => useDialogStore.setState({ queue: [] }));

test("a critical error shows \"Sorry, something's not right\" instead of the call's own dialog", () => {
  void showFailureDialog(critical, DIALOGS.promotionsFailure);
  expect(shown()).toEqual([{ header: undefined, text: "Sorry, something's not right", subText: ['Please try again later.'] }]);
});

test("a call can suppress the critical dialog and keep its own", () => {
  void showFailureDialog(critical, DIALOGS.promotionsFailure, { suppressCritical: true });
  expect(shown()[0]).toMatchObject({ header: 'Promotions', text: 'Something unexpected happened.' });
});

test('any other failure shows the generic dialog by default', () => {
  void showFailureDialog(new Error('offline'));
  expect(shown()).toEqual([
    { header: undefined, text: 'Something unexpected happened.', subText: ['Please try again or contact customer support.'] },
  ]);
});
