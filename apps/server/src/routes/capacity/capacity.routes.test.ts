import { afterEach, describe, expect, test } from 'vitest';
import { dialects } from '../../../test/harness';
import { startCatalogueApp, type CatalogueTestApp } from '../../../test/catalogue-app';
import { reserveSlot } from '../../services/capacity/slot-reservation';

interface Slot {
  intervalStartTime: string;
  intervalStartTimeUtc: string;
  isIntervalAvailable: boolean;
  restaurantNumbers: number[];
  unavailableReason?: string;
}

describe.each(dialects)('POST /capacity on %s', (dialect) => {
  let t: CatalogueTestApp;
  afterEach(async () => t?.close());
  const times = async (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/capacity', headers: t.headers, payload });
  const slotsOf = async (payload: Record<string, unknown>): Promise<Slot[]> =>
    (await times(payload)).json().timeSlots;

  test('slots follow New York hours on the day clocks spring forward', async () => {
    t = await startCatalogueApp(dialect, Date.parse('2027-03-10T12:00:00Z'));
    const saturday = await slotsOf({ restaurantNumbers: [1001], date: '2027-03-13' });
    const sunday = await slotsOf({ restaurantNumbers: [1001], date: '2027-03-14' });
    expect(saturday[0]).toMatchObject({
      intervalStartTime: '2027-03-13T11:00:00-05:00',
      intervalStartTimeUtc: '2027-03-13T16:00:00.000Z',
    });
    expect(sunday[0]).toMatchObject({
      intervalStartTime: '2027-03-14T11:00:00-04:00',
      intervalStartTimeUtc: '2027-03-14T15:00:00.000Z',
      isIntervalAvailable: true,
      restaurantNumbers: [1001],
    });
    expect(sunday.at(-1)?.intervalStartTime).toBe('2027-03-14T20:45:00-04:00');
    expect(sunday).toHaveLength(40);
  });

  test('slots follow New York hours on the day clocks fall back', async () => {
    t = await startCatalogueApp(dialect, Date.parse('2027-11-01T12:00:00Z'));
    const saturday = await slotsOf({ restaurantNumbers: [1001], date: '2027-11-06' });
    const sunday = await slotsOf({ restaurantNumbers: [1001], date: '2027-11-07' });
    expect(saturday[0]?.intervalStartTimeUtc).toBe('2027-11-06T15:00:00.000Z');
    expect(sunday[0]).toMatchObject({
      intervalStartTime: '2027-11-07T11:00:00-05:00',
      intervalStartTimeUtc: '2027-11-07T16:00:00.000Z',
    });
    expect(sunday).toHaveLength(40);
  });

  test('slots inside the lead time are unavailable', async () => {
    t = await startCatalogueApp(dialect, Date.parse('2027-03-10T20:00:00Z'));
    const slots = await slotsOf({ restaurantNumbers: [1001], date: '2027-03-11' });
    const firstAvailable = slots.find((slot) => slot.isIntervalAvailable);
    expect(firstAvailable?.intervalStartTime).toBe('2027-03-11T15:00:00-05:00');
    expect(slots.filter((slot) => !slot.isIntervalAvailable)).toHaveLength(17);
    expect(slots.filter((slot) => slot.unavailableReason === 'tooSoon')).toHaveLength(17);
    const today = await slotsOf({ restaurantNumbers: [1001], date: '2027-03-10' });
    expect(today.length).toBeGreaterThan(0);
    expect(today.some((slot) => slot.isIntervalAvailable)).toBe(false);
  });

  test('a full slot reads unavailable while its neighbours stay open', async () => {
    t = await startCatalogueApp(dialect);
    const noon = Date.parse('2027-03-12T17:00:00Z');
    for (let i = 0; i < 2; i += 1)
      expect(
        await reserveSlot(t.database.db, {
          restaurantNumber: 1004,
          slotStartUtc: noon,
          headcount: 20,
        }),
      ).toBe(true);
    const slots = await slotsOf({ restaurantNumbers: [1004], date: '2027-03-12' });
    const at = (iso: string) => slots.find((slot) => slot.intervalStartTimeUtc === iso);
    expect(at('2027-03-12T17:00:00.000Z')).toMatchObject({
      isIntervalAvailable: false,
      restaurantNumbers: [],
      unavailableReason: 'full',
    });
    expect(at('2027-03-12T16:45:00.000Z')?.isIntervalAvailable).toBe(true);
    expect(at('2027-03-12T17:15:00.000Z')?.isIntervalAvailable).toBe(true);
  });

  test('a slot without room for the headcount reads unavailable', async () => {
    t = await startCatalogueApp(dialect);
    const noon = Date.parse('2027-03-12T17:00:00Z');
    await reserveSlot(t.database.db, {
      restaurantNumber: 1004,
      slotStartUtc: noon,
      headcount: 150,
    });
    const slots = await slotsOf({ restaurantNumbers: [1004], date: '2027-03-12', headcount: 60 });
    expect(
      slots.find((slot) => slot.intervalStartTimeUtc === '2027-03-12T17:00:00.000Z')
        ?.isIntervalAvailable,
    ).toBe(false);
    expect(slots.filter((slot) => !slot.isIntervalAvailable)).toHaveLength(1);
  });

  test('a closed day yields no available slot: a weekly closed day and a holiday', async () => {
    t = await startCatalogueApp(dialect, Date.parse('2026-12-20T12:00:00Z'));
    expect(await slotsOf({ restaurantNumbers: [1003], date: '2026-12-27' })).toEqual([]);
    expect(await slotsOf({ restaurantNumbers: [1001], date: '2026-12-25' })).toEqual([]);
    expect(
      (await slotsOf({ restaurantNumbers: [1001], date: '2026-12-26' })).length,
    ).toBeGreaterThan(0);
  });

  test('merges several restaurants and, for delivery, leaves out those that do not deliver', async () => {
    t = await startCatalogueApp(dialect);
    const pickup = await slotsOf({ restaurantNumbers: [1001, 1003], date: '2027-03-12' });
    expect(
      pickup.find((slot) => slot.intervalStartTime === '2027-03-12T12:00:00-05:00')
        ?.restaurantNumbers,
    ).toEqual([1001, 1003]);
    const delivery = await slotsOf({
      restaurantNumbers: [1001, 1003],
      date: '2027-03-12',
      orderType: 'delivery',
    });
    expect(
      delivery.find((slot) => slot.intervalStartTime === '2027-03-12T12:00:00-05:00')
        ?.restaurantNumbers,
    ).toEqual([1001]);
  });

  test('a date in the past is a 400 with CAP-0400, one past the 30-day window says so in each slot; unknown restaurants a 404', async () => {
    t = await startCatalogueApp(dialect);
    const past = await times({ restaurantNumbers: [1001], date: '2027-03-09' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errorCode).toBe('CAP-0400');
    const beyond = await slotsOf({ restaurantNumbers: [1001], date: '2027-04-10' });
    expect(beyond.length).toBeGreaterThan(0);
    expect(
      beyond.every(
        (slot) => !slot.isIntervalAvailable && slot.unavailableReason === 'outsideWindow',
      ),
    ).toBe(true);
    const last = await slotsOf({ restaurantNumbers: [1001], date: '2027-04-09' });
    expect(last.some((slot) => slot.isIntervalAvailable)).toBe(true);
    expect((await times({ restaurantNumbers: [1001], date: '2027-02-30' })).json().errorCode).toBe(
      'VAL-0001',
    );
    const unknown = await times({ restaurantNumbers: [1001, 8888], date: '2027-03-12' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorCode: 'RES-0404',
      message: 'Restaurant not found: 8888.',
    });
  });
});
