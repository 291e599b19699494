import { expect, test } from '@playwright/test';
import { burritosByTheBox, startDeliveryOrder } from './support/catering-order';

test('a guest ordering burritos by the box for delivery is warned and blocked above the delivery limit', async ({
  page,
}) => {
  await startDeliveryOrder(page, 'CMG-4012');
  await burritosByTheBox(page, 100);

  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('heading', { name: '100X Burritos by the Box' })).toBeVisible();
  await expect(bag.getByText('Enough napkins and forks for everyone.')).toBeVisible();
  const warning = bag.getByRole('alert');
  await expect(warning).toContainText('DELIVERY LIMIT IS $1350');
  await expect(warning).toContainText(
    'If you would like to order more, edit the order in your bag or switch to pickup',
  );
  await expect(bag.getByRole('button', { name: /^Checkout/ })).toBeDisabled();
  await expect(bag.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
});
