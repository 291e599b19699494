import { expect, test } from '@playwright/test';
import { pickupOrderWithBuildYourOwn } from './support/api-order';
import { tabTo } from './support/keyboard';

test('a guest opens the bag, checks out, enters a card and places the order without a mouse', async ({
  page,
}) => {
  const orderId = await pickupOrderWithBuildYourOwn(page);
  // The page was opened before the item went in: load it again for the header's count.
  await page.goto('/');

  // The bag, from the header.
  const bagButton = page.getByRole('banner').getByRole('button', { name: 'Catering bag, 1 item' });
  await tabTo(page, bagButton);
  await page.keyboard.press('Enter');
  const bag = page.getByRole('dialog', { name: 'CATERING BAG' });
  await expect(bag.getByRole('heading', { name: '20X Build Your Own' })).toBeVisible();
  await tabTo(page, bag.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bag\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Contact details: each field reached by Tab and typed into.
  const contact = [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Email', 'ada@example.com'],
    ['Phone number', '2125550100'],
  ] as const;
  for (const [label, text] of contact) {
    await tabTo(page, page.getByLabel(label), { maxPresses: 60 });
    await page.keyboard.type(text);
  }
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');

  // The provider's card form: Tab carries the focus into its iframe and through its fields.
  const card = page.getByTitle('Card details').contentFrame();
  const fields = [
    ['Card number', '4111 1111 1111 1111'],
    ['Expiration (MMYY)', '1230'],
    ['Security code (CVV)', '123'],
    ['Name on card', 'Ada Lovelace'],
    ['Billing ZIP or postal code', '10001'],
  ] as const;
  for (const [label, text] of fields) {
    await tabTo(page, card.getByLabel(label));
    await page.keyboard.type(text);
  }
  await expect(card.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  // Enter in the last field submits the card form ("Use this card").
  await page.keyboard.press('Enter');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('VISA ending in 1111')).toBeVisible();
  // The card form is gone: the focus is on the card it gave, two presses from placing the order.
  await expect(async () => {
    expect(await payment.evaluate((section) => section.contains(document.activeElement))).toBe(
      true,
    );
  }).toPass();

  const placeOrder = page.getByRole('button', { name: /^Place order - \$/ });
  await tabTo(page, placeOrder, { maxPresses: 2 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/order/confirmation/${orderId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^Order number [A-Z]+-\d+$/)).toBeVisible();
  await expect(page.getByText(/VISA \*+1111/)).toBeVisible();
});
