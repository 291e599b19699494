/** Opening hours of one weekday, restaurant-local "HH:mm"; a missing day is closed. */
export type WeeklyHours = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, [open: string, close: string]>>;

export interface DemoRestaurant {
  restaurantNumber: number;
  name: string;
  status: 'OPEN' | 'CLOSED';
  address: {
    line1: string;
    line2?: string;
    locality: string;
    area: string;
    postalCode: string;
    country: 'US' | 'CA';
  };
  latitude: number;
  longitude: number;
  timezoneId: string;
  directions: { crossStreet1: string; crossStreet2: string; landmark: string };
  hours: WeeklyHours;
  deliveryEnabled: boolean;
  leadTimeMinutes: number;
  taxRatePpm: number;
  priceTier: 1 | 2 | 3;
  slotOrderLimit: number;
  slotHeadcountLimit: number;
}

const WEEK: WeeklyHours = {
  0: ['11:00', '21:00'],
  1: ['10:45', '22:00'],
  2: ['10:45', '22:00'],
  3: ['10:45', '22:00'],
  4: ['10:45', '22:00'],
  5: ['10:45', '22:00'],
  6: ['11:00', '21:00'],
};
const WEEKDAYS: WeeklyHours = {
  1: ['10:30', '20:00'],
  2: ['10:30', '20:00'],
  3: ['10:30', '20:00'],
  4: ['10:30', '20:00'],
  5: ['10:30', '20:00'],
};
const NO_SUNDAY: WeeklyHours = { ...WEEK, 0: undefined };

const base = {
  status: 'OPEN',
  deliveryEnabled: true,
  leadTimeMinutes: 24 * 60,
  slotOrderLimit: 4,
  slotHeadcountLimit: 400,
} as const;

/** The demo restaurants: seven time zones, several close together in each city. */
export const demoRestaurants: DemoRestaurant[] = [
  {
    ...base,
    restaurantNumber: 1001,
    name: 'Third Ave & 40th',
    address: {
      line1: '622 Third Ave',
      locality: 'New York',
      area: 'NY',
      postalCode: '10017',
      country: 'US',
    },
    latitude: 40.749695,
    longitude: -73.974664,
    timezoneId: 'America/New_York',
    directions: {
      crossStreet1: '3rd Ave',
      crossStreet2: 'E 40th St',
      landmark: 'Two blocks south of Grand Central',
    },
    hours: WEEK,
    taxRatePpm: 88_750,
    priceTier: 3,
  },
  {
    ...base,
    restaurantNumber: 1002,
    name: 'Herald Square',
    address: {
      line1: '1370 Broadway',
      locality: 'New York',
      area: 'NY',
      postalCode: '10018',
      country: 'US',
    },
    latitude: 40.752672,
    longitude: -73.987293,
    timezoneId: 'America/New_York',
    directions: {
      crossStreet1: 'Broadway',
      crossStreet2: 'W 37th St',
      landmark: 'Near Macy’s Herald Square',
    },
    hours: WEEK,
    taxRatePpm: 88_750,
    priceTier: 3,
  },
  {
    ...base,
    restaurantNumber: 1003,
    name: 'Park Ave South',
    address: {
      line1: '425 Park Ave S',
      locality: 'New York',
      area: 'NY',
      postalCode: '10016',
      country: 'US',
    },
    latitude: 40.744331,
    longitude: -73.983812,
    timezoneId: 'America/New_York',
    directions: {
      crossStreet1: 'Park Ave S',
      crossStreet2: 'E 29th St',
      landmark: 'Across from the Madison Square Park dog run',
    },
    hours: NO_SUNDAY,
    deliveryEnabled: false,
    taxRatePpm: 88_750,
    priceTier: 3,
  },
  {
    ...base,
    restaurantNumber: 1004,
    name: 'Times Square',
    address: {
      line1: '1501 Broadway',
      line2: 'Suite 110',
      locality: 'New York',
      area: 'NY',
      postalCode: '10036',
      country: 'US',
    },
    latitude: 40.756617,
    longitude: -73.986584,
    timezoneId: 'America/New_York',
    directions: {
      crossStreet1: 'Broadway',
      crossStreet2: 'W 43rd St',
      landmark: 'Paramount Building lobby level',
    },
    hours: WEEK,
    taxRatePpm: 88_750,
    priceTier: 3,
    slotOrderLimit: 2,
    slotHeadcountLimit: 200,
  },
  {
    ...base,
    restaurantNumber: 1005,
    name: 'Penn Plaza (closed)',
    status: 'CLOSED',
    address: {
      line1: '2 Penn Plaza',
      locality: 'New York',
      area: 'NY',
      postalCode: '10001',
      country: 'US',
    },
    latitude: 40.750458,
    longitude: -73.993393,
    timezoneId: 'America/New_York',
    directions: {
      crossStreet1: '7th Ave',
      crossStreet2: 'W 33rd St',
      landmark: 'Above Penn Station',
    },
    hours: WEEK,
    taxRatePpm: 88_750,
    priceTier: 3,
  },
  {
    ...base,
    restaurantNumber: 2001,
    name: 'Michigan Ave & Lake',
    address: {
      line1: '151 N Michigan Ave',
      locality: 'Chicago',
      area: 'IL',
      postalCode: '60601',
      country: 'US',
    },
    latitude: 41.884718,
    longitude: -87.624512,
    timezoneId: 'America/Chicago',
    directions: {
      crossStreet1: 'N Michigan Ave',
      crossStreet2: 'E Randolph St',
      landmark: 'Facing Millennium Park',
    },
    hours: NO_SUNDAY,
    taxRatePpm: 102_500,
    priceTier: 2,
  },
  {
    ...base,
    restaurantNumber: 2002,
    name: 'Madison & Wells',
    address: {
      line1: '200 W Madison St',
      locality: 'Chicago',
      area: 'IL',
      postalCode: '60606',
      country: 'US',
    },
    latitude: 41.881944,
    longitude: -87.634117,
    timezoneId: 'America/Chicago',
    directions: {
      crossStreet1: 'W Madison St',
      crossStreet2: 'N Wells St',
      landmark: 'Under the Loop ‘L’ tracks',
    },
    hours: WEEKDAYS,
    taxRatePpm: 102_500,
    priceTier: 2,
  },
  {
    ...base,
    restaurantNumber: 2003,
    name: 'Magnificent Mile',
    address: {
      line1: '600 N Michigan Ave',
      locality: 'Chicago',
      area: 'IL',
      postalCode: '60611',
      country: 'US',
    },
    latitude: 41.892888,
    longitude: -87.624405,
    timezoneId: 'America/Chicago',
    directions: {
      crossStreet1: 'N Michigan Ave',
      crossStreet2: 'E Ohio St',
      landmark: 'Next to the movie theater',
    },
    hours: WEEK,
    deliveryEnabled: false,
    taxRatePpm: 102_500,
    priceTier: 2,
  },
  {
    ...base,
    restaurantNumber: 3001,
    name: 'Union Station',
    address: {
      line1: '1701 Wynkoop St',
      locality: 'Denver',
      area: 'CO',
      postalCode: '80202',
      country: 'US',
    },
    latitude: 39.753052,
    longitude: -104.999741,
    timezoneId: 'America/Denver',
    directions: {
      crossStreet1: 'Wynkoop St',
      crossStreet2: '17th St',
      landmark: 'Inside Union Station, east concourse',
    },
    hours: WEEK,
    taxRatePpm: 88_100,
    priceTier: 1,
  },
  {
    ...base,
    restaurantNumber: 3002,
    name: 'Five Points',
    address: {
      line1: '2700 Welton St',
      locality: 'Denver',
      area: 'CO',
      postalCode: '80205',
      country: 'US',
    },
    latitude: 39.755719,
    longitude: -104.978302,
    timezoneId: 'America/Denver',
    directions: {
      crossStreet1: 'Welton St',
      crossStreet2: '27th St',
      landmark: 'Beside the light-rail stop',
    },
    hours: NO_SUNDAY,
    taxRatePpm: 88_100,
    priceTier: 1,
    leadTimeMinutes: 12 * 60,
  },
  {
    ...base,
    restaurantNumber: 4001,
    name: 'Downtown Phoenix',
    address: {
      line1: '2 E Jefferson St',
      locality: 'Phoenix',
      area: 'AZ',
      postalCode: '85004',
      country: 'US',
    },
    latitude: 33.447285,
    longitude: -112.07354,
    timezoneId: 'America/Phoenix',
    directions: {
      crossStreet1: 'E Jefferson St',
      crossStreet2: 'S Central Ave',
      landmark: 'Across from the arena',
    },
    hours: WEEK,
    taxRatePpm: 86_000,
    priceTier: 1,
    leadTimeMinutes: 12 * 60,
  },
  {
    ...base,
    restaurantNumber: 4002,
    name: 'Camelback Corridor',
    address: {
      line1: '2502 E Camelback Rd',
      locality: 'Phoenix',
      area: 'AZ',
      postalCode: '85016',
      country: 'US',
    },
    latitude: 33.509411,
    longitude: -112.028831,
    timezoneId: 'America/Phoenix',
    directions: {
      crossStreet1: 'E Camelback Rd',
      crossStreet2: 'N 24th St',
      landmark: 'Biltmore Fashion Park',
    },
    hours: WEEK,
    deliveryEnabled: false,
    taxRatePpm: 86_000,
    priceTier: 1,
  },
  {
    ...base,
    restaurantNumber: 5001,
    name: 'Bunker Hill',
    address: {
      line1: '350 S Grand Ave',
      locality: 'Los Angeles',
      area: 'CA',
      postalCode: '90071',
      country: 'US',
    },
    latitude: 34.0527,
    longitude: -118.2525,
    timezoneId: 'America/Los_Angeles',
    directions: {
      crossStreet1: 'S Grand Ave',
      crossStreet2: 'W 4th St',
      landmark: 'Plaza level of Two California Plaza',
    },
    hours: WEEK,
    taxRatePpm: 95_000,
    priceTier: 2,
  },
  {
    ...base,
    restaurantNumber: 5002,
    name: '7th & Fig',
    address: {
      line1: '735 S Figueroa St',
      locality: 'Los Angeles',
      area: 'CA',
      postalCode: '90017',
      country: 'US',
    },
    latitude: 34.04871,
    longitude: -118.26014,
    timezoneId: 'America/Los_Angeles',
    directions: {
      crossStreet1: 'S Figueroa St',
      crossStreet2: 'W 7th St',
      landmark: 'Ground floor of the FIGat7th mall',
    },
    hours: WEEK,
    taxRatePpm: 95_000,
    priceTier: 2,
  },
  {
    ...base,
    restaurantNumber: 6001,
    name: 'Front & John',
    address: {
      line1: '200 Front St W',
      locality: 'Toronto',
      area: 'ON',
      postalCode: 'M5V 3K2',
      country: 'CA',
    },
    latitude: 43.6446,
    longitude: -79.3862,
    timezoneId: 'America/Toronto',
    directions: {
      crossStreet1: 'Front St W',
      crossStreet2: 'John St',
      landmark: 'Steps from the CN Tower',
    },
    hours: WEEK,
    taxRatePpm: 130_000,
    priceTier: 2,
  },
  {
    ...base,
    restaurantNumber: 6002,
    name: 'Adelaide & York',
    address: {
      line1: '120 Adelaide St W',
      locality: 'Toronto',
      area: 'ON',
      postalCode: 'M5H 1T1',
      country: 'CA',
    },
    latitude: 43.6498,
    longitude: -79.3838,
    timezoneId: 'America/Toronto',
    directions: {
      crossStreet1: 'Adelaide St W',
      crossStreet2: 'York St',
      landmark: 'PATH level, Richmond-Adelaide Centre',
    },
    hours: WEEKDAYS,
    taxRatePpm: 130_000,
    priceTier: 2,
  },
  {
    ...base,
    restaurantNumber: 7001,
    name: 'Hastings & Seymour',
    address: {
      line1: '555 W Hastings St',
      locality: 'Vancouver',
      area: 'BC',
      postalCode: 'V6B 4N4',
      country: 'CA',
    },
    latitude: 49.2847,
    longitude: -123.1129,
    timezoneId: 'America/Vancouver',
    directions: {
      crossStreet1: 'W Hastings St',
      crossStreet2: 'Seymour St',
      landmark: 'Below Harbour Centre lookout',
    },
    hours: WEEK,
    taxRatePpm: 50_000,
    priceTier: 2,
  },
  {
    ...base,
    restaurantNumber: 7002,
    name: 'Burrard Landing',
    address: {
      line1: '200 Burrard St',
      locality: 'Vancouver',
      area: 'BC',
      postalCode: 'V6C 3L6',
      country: 'CA',
    },
    latitude: 49.2878,
    longitude: -123.1161,
    timezoneId: 'America/Vancouver',
    directions: {
      crossStreet1: 'Burrard St',
      crossStreet2: 'W Cordova St',
      landmark: 'Waterfront Centre, across from Canada Place',
    },
    hours: WEEK,
    deliveryEnabled: false,
    taxRatePpm: 50_000,
    priceTier: 2,
  },
];

/** Holiday closures: every restaurant on Christmas, US restaurants on Thanksgiving. */
const AREA_CODES: Record<string, string> = {
  'New York': '212',
  Chicago: '312',
  Denver: '303',
  Phoenix: '602',
  'Los Angeles': '213',
  Toronto: '416',
  Vancouver: '604',
};

/** A demo restaurant's phone: its city's area code and a 555-01xx number, kept for fiction. */
export function demoPhoneNumber(r: DemoRestaurant): string {
  const area = AREA_CODES[r.address.locality] ?? '800';
  return `${area}55501${String(r.restaurantNumber % 100).padStart(2, '0')}`;
}

export const demoClosures: { restaurantNumber: number; date: string; reason: string }[] =
  demoRestaurants.flatMap((r) => [
    { restaurantNumber: r.restaurantNumber, date: '2026-12-25', reason: 'Christmas Day' },
    { restaurantNumber: r.restaurantNumber, date: '2027-12-25', reason: 'Christmas Day' },
    ...(r.address.country === 'US'
      ? ['2026-11-26', '2027-11-25'].map((date) => ({
          restaurantNumber: r.restaurantNumber,
          date,
          reason: 'Thanksgiving',
        }))
      : []),
  ]);
