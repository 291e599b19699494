import { expect, test } from 'vitest';
import { DIALOGS, editWindowClosedDialog, errorDialogFor, restaurantTimesDialog } from './dialogs';

test('words the no-times dialog for delivery and for pickup', () => {
  expect(restaurantTimesDialog('delivery').subText).toEqual([
    'Please choose a different date or delivery address.',
  ]);
  expect(restaurantTimesDialog('pickup').subText).toEqual([
    'Please choose a different date or restaurant.',
  ]);
});

test('picks the dialog of the error code, including a validation error code', () => {
  expect(errorDialogFor({ errorCode: 'CAU-0112' }).header).toBe('Temporarily Locked');
  expect(errorDialogFor({ errorCode: 'ORD-0404' }).header).toBe('Order not Found');
  expect(
    errorDialogFor({
      errorCode: 'VAL-0001',
      validationErrors: [{ errorCode: 'CUS-0401', message: '' }],
    }),
  ).toBe(DIALOGS.phoneInUse);
});

test('falls back to the generic failure dialog', () => {
  expect(errorDialogFor({ errorCode: 'DTF-0001' })).toBe(DIALOGS.genericFailure);
  expect(errorDialogFor(undefined)).toEqual({
    text: 'Something unexpected happened.',
    subText: ['Please try again or contact customer support.'],
    button: 'OK',
  });
});

test('the edit-window dialog gives the restaurant phone number to call, when there is one', () => {
  expect(editWindowClosedDialog('2125550101')).toMatchObject({
    header: 'Edit Order',
    text: 'NEED TO EDIT YOUR ORDER?',
    emphasis: 'Call (212) 555-0101',
  });
  expect(editWindowClosedDialog(null).emphasis).toBeUndefined();
});
