import { expect, test } from '@playwright/test';
import { foodGroup, startPickupOrderFor } from './support/builder';

test('"choose for me" fills the proteins of 30 burritos and the box goes in the bag', async ({
  page,
}) => {
  await startPickupOrderFor(page, 'CMG-4012', /\/builder\/burritosbythebox\/CMG-4012$/);
  await page.getByRole('combobox', { name: 'How many burritos?' }).selectOption('30');
  const proteins = foodGroup(page, 'Proteins');
  await expect(proteins).toContainText('Choose 1 protein per burrito');
  await expect(proteins).toContainText('0 of 30');

  await proteins.getByRole('button', { name: 'Choose for me' }).click();
  await expect(proteins).toContainText('30 of 30');
  // Preset proportions 40/25/15/10/10 of 30 burritos.
  await expect(proteins.getByRole('button', { name: 'Remove one Chicken' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your selections' })).toContainText('12X Chicken');

  await page.getByRole('button', { name: /^Add to Bag - \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'CATERING BAG' })).toBeVisible();
});

test('one more burrito of a protein than fits is capped with the limit dialog', async ({
  page,
}) => {
  await startPickupOrderFor(page, 'CMG-4012', /\/builder\/burritosbythebox\/CMG-4012$/);
  const proteins = foodGroup(page, 'Proteins');
  await proteins.getByRole('button', { name: 'Choose for me' }).click();
  await proteins.getByRole('button', { name: 'Add one Chicken' }).click();
  const dialog = page.getByRole('dialog', { name: 'SORRY! LIMITED TO 4 Chicken' });
  await expect(dialog).toContainText(
    'To make room for more, remove other proteins or update the total quantity.',
  );
  await dialog.getByRole('button', { name: 'OKAY' }).click();
  await expect(proteins).toContainText('10 of 10');
});
