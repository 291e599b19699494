declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(code: string | number): ZipCodeRecord | undefined;
  const zipcodes: { lookup: typeof lookup };
  export default zipcodes;
}
