import { expect, test } from 'vitest';
import { fixtureOrder } from './order.fixture';
import { buildIcs, orderCalendarEvent } from './calendar-event';

const now = new Date('2030-01-01T08:00:00.000Z');

test('writes one event with UTC start and end, CRLF line ends and escaped text', () => {
  const ics = buildIcs(
    {
      uid: 'order-1@catering-order',
      start: new Date('2030-01-02T17:00:00.000Z'),
      end: new Date('2030-01-02T17:15:00.000Z'),
      title: 'Pickup; order 1001',
      location: '1 Main St, New York',
      description: 'Line one\nline two',
    },
    now,
  );
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics).toContain('\r\nDTSTART:20300102T170000Z\r\n');
  expect(ics).toContain('\r\nDTEND:20300102T171500Z\r\n');
  expect(ics).toContain('\r\nDTSTAMP:20300101T080000Z\r\n');
  expect(ics).toContain('SUMMARY:Pickup\\; order 1001');
  expect(ics).toContain('LOCATION:1 Main St\\, New York');
  expect(ics).toContain('DESCRIPTION:Line one\\nline two');
  expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
});

test('folds lines longer than 75 octets', () => {
  const ics = buildIcs(
    { uid: 'u', start: now, end: now, title: 'x'.repeat(200), location: '', description: '' },
    now,
  );
  for (const line of ics.split('\r\n'))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${'x'.repeat(200)}`);
});

test('a pickup event lasts its 15-minute slot at the restaurant address', () => {
  const order = fixtureOrder({}, { orderNumber: '1001', status: 'Submitted' });
  const event = orderCalendarEvent(
    order,
    ['1 Main St', 'New York, NY 10001'],
    'Verde Cantina Catering',
  );
  expect(event).toMatchObject({
    start: new Date('2030-01-02T17:00:00.000Z'),
    end: new Date('2030-01-02T17:15:00.000Z'),
    title: 'Verde Cantina Catering pickup - order 1001',
    location: 'Union Square, 1 Main St, New York, NY 10001',
  });
});

test('a delivery event covers the delivery window at the delivery address', () => {
  const order = fixtureOrder({
    isDelivery: true,
    orderType: 'delivery',
    deliveryInfo: {
      deliveryDate: '2030-01-02T18:30:00.000Z',
      deliveryTipPercent: 0.15,
      deliveryTip: 0,
      deliveryQuote: { quoteId: null, fee: 0, expiresAt: null },
      deliveryAddress: {
        address1: '5 Broad St',
        city: 'New York',
        state: 'NY',
        postalCode: '10004',
        country: 'US',
        addressName: 'OFFICE',
      },
    },
  });
  const event = orderCalendarEvent(order, [], 'Catering');
  expect(event?.end.toISOString()).toBe('2030-01-02T18:45:00.000Z');
  expect(event?.location).toBe('5 Broad St, New York, NY 10004');
  expect(event?.description).toContain('Delivered from Union Square');
});

test('a changed or cancelled event carries its sequence and the cancelled status', () => {
  const event = { uid: 'u', start: now, end: now, title: 't', location: '', description: '' };
  expect(buildIcs(event, now)).not.toMatch(/SEQUENCE|STATUS/);
  const ics = buildIcs({ ...event, sequence: 3, cancelled: true }, now);
  expect(ics).toContain('\r\nSEQUENCE:3\r\nSTATUS:CANCELLED\r\nEND:VEVENT');
});

test('folds by octets, never inside a character, as the pieces were cut before', () => {
  // The former fold, which encoded the rest again for every cut: the same pieces for text that
  // has no character outside the Basic Multilingual Plane (it could split a surrogate pair).
  const foldedBefore = (line: string) => {
    const parts: string[] = [];
    let rest = line;
    while (new TextEncoder().encode(rest).length > 75) {
      let cut = 74;
      while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut -= 1;
      parts.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    parts.push(rest);
    return parts.join('\r\n ');
  };
  const summaryOf = (title: string) =>
    buildIcs({ uid: 'u', start: now, end: now, title, location: '', description: '' }, now)
      .split('\r\n')
      .slice(10, -5)
      .join('\r\n');
  for (const title of [
    'x'.repeat(66),
    'x'.repeat(67),
    'x'.repeat(141),
    'é'.repeat(80),
    'a€'.repeat(50),
  ])
    expect(summaryOf(title)).toBe(foldedBefore(`SUMMARY:${title}`));
  // A character of four octets is kept whole, and every line stays within 75 octets.
  const ics = buildIcs(
    { uid: 'u', start: now, end: now, title: '🌮'.repeat(40), location: '', description: '' },
    now,
  );
  for (const line of ics.split('\r\n'))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(ics).not.toContain('\uFFFD');
  expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${'🌮'.repeat(40)}`);
});
