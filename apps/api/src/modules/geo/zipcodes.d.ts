// The zipcodes package ships no types: the part of its API used here (ZIP code positions).
declare module 'zipcodes' {
  export type ZipCode = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  export function lookup(zip: string | number): ZipCode | undefined;
  export function lookupByName(city: string, state: string): ZipCode[];
  export function lookupByState(state: string): ZipCode[];
  export const codes: Record<string, ZipCode>;
}
