import { describe, expect, test } from 'vitest';
import { timesBodySchema, timesResponseSchema } from './capacity.wire';
import { deliveryQuoteBodySchema, deliveryQuoteSchema } from './delivery.wire';
import { apiErrorBodySchema } from './error-body.wire';
import { eventTypesSchema, menuSchema } from './menu.wire';
import { infoNoticesSchema } from './notices.wire';
import { popularBuildsSchema } from './popular-build.wire';
import {
  deliverySearchBodySchema,
  deliverySearchResponseSchema,
  geocodedPlaceSchema,
  realHoursResponseSchema,
  restaurantEmbedNamed,
  restaurantSearchBodySchema,
  restaurantSearchResponseSchema,
} from './restaurant.wire';
import { userSessionSchema } from './session.wire';
// Answers the service gave on the demo catalogue, each list trimmed to its first elements.
import samples from './wire-samples.json';

describe('the service answers parse with their wire schemas', () => {
  test.each([
    ['GET /customerauth/getstarted', userSessionSchema, samples.session],
    ['GET /menu/tiered/{n}', menuSchema, samples.menu],
    ['GET /enum/eventtypes', eventTypesSchema, samples.eventTypes],
    ['GET /popularbuild', popularBuildsSchema, samples.popularBuilds],
    ['POST /restaurant/search', restaurantSearchResponseSchema, samples.search],
    ['GET /restaurant/{n}/realhours', realHoursResponseSchema, samples.realHours],
    ['POST /restaurant/delivery', deliverySearchResponseSchema, samples.deliverySearch],
    ['GET /geocode', geocodedPlaceSchema, samples.geocode],
    ['POST /capacity', timesResponseSchema, samples.capacity],
    ['PUT /delivery/quote', deliveryQuoteSchema, samples.quote],
    ['GET /api/notices/{n}', infoNoticesSchema, samples.notices],
    ['a 400 answer', apiErrorBodySchema, samples.errorBody],
  ] as const)('%s', (_, schema, sample) => {
    expect(schema.parse(sample)).toEqual(sample);
  });
});

describe('menu and session shapes', () => {
  test('a menu option names one of the six food groups', () => {
    const option = samples.menu.menuItems[0]?.proteins[0];
    expect(option?.foodGroup).toBe('proteins');
    const menu = structuredClone(samples.menu);
    menu.menuItems[0]!.proteins[0]!.foodGroup = 'sides';
    expect(menuSchema.safeParse(menu).success).toBe(false);
  });

  test("a full user's session may carry details the customer never gave as null", () => {
    const customer = {
      firstName: 'Ada',
      lastName: null,
      emailAddress: 'ada@example.com',
      country: null,
      phoneNumber: null,
    };
    const session = { ...samples.session, isGuest: false, isLoggedIn: true, customer };
    expect(userSessionSchema.parse(session).customer).toEqual(customer);
  });
});

describe('request bodies', () => {
  test('a restaurant search gets the fixed defaults and needs both coordinates', () => {
    const body = restaurantSearchBodySchema.parse({ latitude: 40.75, longitude: -73.98 });
    expect(body).toMatchObject({ pageSize: 15, pageIndex: 1, radius: 80_467, orderBy: 'distance' });
    expect(restaurantSearchBodySchema.safeParse({ latitude: 40.75 }).success).toBe(false);
    expect(restaurantSearchBodySchema.safeParse({}).success).toBe(false);
  });

  test('embeds are named in any case, and an unknown one is refused', () => {
    expect(restaurantEmbedNamed('REALHOURS')).toBe('realHours');
    const search = { restaurantNumbers: [1001] };
    expect(restaurantSearchBodySchema.safeParse({ ...search, embeds: ['Address'] }).success).toBe(
      true,
    );
    expect(restaurantSearchBodySchema.safeParse({ ...search, embeds: ['menu'] }).success).toBe(
      false,
    );
  });

  test('a delivery search needs coordinates or a postal code', () => {
    const parse = (deliveryAddress: object) =>
      deliverySearchBodySchema.safeParse({ deliveryAddress }).success;
    expect(parse({ postalCode: '10017' })).toBe(true);
    expect(parse({ latitude: 40.75, longitude: -73.98 })).toBe(true);
    expect(parse({ street: '622 Third Ave' })).toBe(false);
  });

  test('a capacity query takes a real calendar date only', () => {
    const body = { restaurantNumbers: [1001], date: '2026-11-29', orderType: 'pickup' };
    expect(timesBodySchema.safeParse(body).success).toBe(true);
    expect(timesBodySchema.safeParse({ ...body, date: '2026-02-30' }).success).toBe(false);
  });

  test('a delivery quote body reads a null field as missing, for its own message', () => {
    const body = { deliveryAddress: null, deliveryTime: null, restaurantNumbers: null };
    expect(deliveryQuoteBodySchema.parse(body)).toEqual({
      deliveryAddress: undefined,
      deliveryTime: undefined,
      restaurantNumbers: undefined,
    });
  });
});
