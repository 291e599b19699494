import { expect, test, type Page } from '@playwright/test';
import { call } from './support/api-order';
import { expectNoAxeViolations } from './support/axe';
import { writeE2eDatabase } from './support/database';
import { choosePickupRestaurant } from './support/intake';
import { screenshot } from './support/screenshot';

// Denver: Union Station (3001) and Five Points (3002), a mile apart; no other journey orders there.
const UNION_STATION = 3001;
const FIVE_POINTS = 3002;

interface Slot {
  intervalStartTime: string;
  intervalStartTimeUtc: string;
  restaurantNumbers: number[];
}

/** A date from 3 days ahead at which both restaurants can take noon, and that noon slot. */
async function noonBothCanTake(page: Page): Promise<{ date: string; noon: Slot }> {
  for (let ahead = 3; ahead < 12; ahead += 1) {
    const date = new Date(Date.now() + ahead * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/Denver',
    });
    const { timeSlots } = await call<{ timeSlots: Slot[] }>(page, 'POST', '/capacity', {
      restaurantNumbers: [UNION_STATION, FIVE_POINTS],
      date,
      orderType: 'pickup',
    });
    const noon = timeSlots.find((slot) => slot.intervalStartTime.slice(11, 16) === '12:00');
    if (noon?.restaurantNumbers.length === 2) return { date, noon };
  }
  throw new Error('no date with noon free at both Denver restaurants');
}

/** Books the slot to its order limit, as four placed orders would (ORD-CAP-1). */
function fill(restaurantNumber: number, slot: Slot) {
  writeE2eDatabase((database) =>
    database
      .prepare(
        `INSERT INTO slot_bookings (restaurant_number, slot_start_utc, orders_count, headcount)
         VALUES (?, ?, 4, 0)
         ON CONFLICT (restaurant_number, slot_start_utc) DO UPDATE SET orders_count = 4`,
      )
      .run(restaurantNumber, Date.parse(slot.intervalStartTimeUtc)),
  );
}

// The "When?" step as the guest sees it, at the project's width.
const shot = (page: Page, name: string) =>
  screenshot(page.getByRole('region', { name: 'When?' }), name);

test('a guest sees why noon cannot be had, takes a nearby free time, then a restaurant free at noon (ORD-SLOT-6, ORD-SLOT-7, ORD-SLOT-8)', async ({
  page,
}) => {
  await page.goto('/order/intake?orderType=pickup');
  const { date, noon } = await noonBothCanTake(page);
  // Both projects fill the same slot the same way: running side by side they agree.
  fill(UNION_STATION, noon);

  await choosePickupRestaurant(page, '80202', /^Union Station/);
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await page
    .getByRole('group', { name: 'Date' })
    .getByRole('radio', { name: new RegExp(`${day}$`) })
    .check({ force: true });

  // Noon is listed, disabled, saying why; the times around it can be chosen.
  const time = page.getByLabel('Pickup time');
  await expect(time).toBeEnabled();
  await expect(time.getByRole('option', { name: '12:00 PM (Full)' })).toBeDisabled();
  await expect(time.getByRole('option', { name: '12:15 PM', exact: true })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Asking about noon offers the nearest free times here and the restaurants free at noon.
  const full = page.getByRole('group', { name: /Is your time full/ });
  await full.getByRole('button', { name: '12:00 PM' }).click();
  const offers = page.getByRole('region', { name: '12:00 PM is full at Union Station.' });
  const nearestTimes = offers.getByRole('group', { name: 'Nearest free times here' });
  await expect(nearestTimes.getByRole('button')).toHaveText([
    '11:30 AM',
    '11:45 AM',
    '12:15 PM',
    '12:30 PM',
  ]);
  const nearby = offers.getByRole('group', { name: 'Free at 12:00 PM nearby' });
  await expect(nearby.getByRole('button', { name: /^Five Points/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'offers');

  // One of the nearest free times: it becomes the pickup time, and the focus is on it.
  await nearestTimes.getByRole('button', { name: '12:15 PM' }).click();
  await expect(time).toHaveValue('12:15');
  await expect(time).toBeFocused();
  await expect(offers).toBeHidden();

  // Or noon at the restaurant nearby: one click switches, keeping noon.
  await full.getByRole('button', { name: '12:00 PM' }).click();
  await nearby.getByRole('button', { name: /^Five Points/ }).click();
  await expect(page.getByRole('radio', { name: /^Five Points/ })).toBeChecked();
  await expect(time).toHaveValue('12:00');
  await expect(time.getByRole('option', { name: '12:00 PM', exact: true })).toBeEnabled();
  await expect(time).toBeFocused();
  await expect(full).toBeHidden();
  await expectNoAxeViolations(page);
  await shot(page, 'switched');

  await page.getByLabel('Event type').selectOption({ label: 'Lunch' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/order\/intake/);
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('12:00 PM');
});
