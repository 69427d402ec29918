/**
 * The time zone a listing's days are counted in (refund windows, "start date in the past", request
 * expiry): derived from its US state, where most of the state's people live. The product lists US
 * places only (us-holidays.ts); an unknown state falls back to the zone most Americans live in.
 */
export const FALLBACK_TIME_ZONE = 'America/New_York';

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const PT = 'America/Los_Angeles';

/** Postal code, full name and IANA zone of each state, DC and the inhabited territories. */
export const US_STATE_TIME_ZONES: readonly (readonly [code: string, name: string, zone: string])[] = [
  ['AL', 'Alabama', CT],
  ['AK', 'Alaska', 'America/Anchorage'],
  ['AZ', 'Arizona', 'America/Phoenix'],
  ['AR', 'Arkansas', CT],
  ['CA', 'California', PT],
  ['CO', 'Colorado', MT],
  ['CT', 'Connecticut', ET],
  ['DE', 'Delaware', ET],
  ['DC', 'District of Columbia', ET],
  ['FL', 'Florida', ET],
  ['GA', 'Georgia', ET],
  ['HI', 'Hawaii', 'Pacific/Honolulu'],
  ['ID', 'Idaho', 'America/Boise'],
  ['IL', 'Illinois', CT],
  ['IN', 'Indiana', 'America/Indiana/Indianapolis'],
  ['IA', 'Iowa', CT],
  ['KS', 'Kansas', CT],
  ['KY', 'Kentucky', ET],
  ['LA', 'Louisiana', CT],
  ['ME', 'Maine', ET],
  ['MD', 'Maryland', ET],
  ['MA', 'Massachusetts', ET],
  ['MI', 'Michigan', 'America/Detroit'],
  ['MN', 'Minnesota', CT],
  ['MS', 'Mississippi', CT],
  ['MO', 'Missouri', CT],
  ['MT', 'Montana', MT],
  ['NE', 'Nebraska', CT],
  ['NV', 'Nevada', PT],
  ['NH', 'New Hampshire', ET],
  ['NJ', 'New Jersey', ET],
  ['NM', 'New Mexico', MT],
  ['NY', 'New York', ET],
  ['NC', 'North Carolina', ET],
  ['ND', 'North Dakota', CT],
  ['OH', 'Ohio', ET],
  ['OK', 'Oklahoma', CT],
  ['OR', 'Oregon', PT],
  ['PA', 'Pennsylvania', ET],
  ['RI', 'Rhode Island', ET],
  ['SC', 'South Carolina', ET],
  ['SD', 'South Dakota', CT],
  ['TN', 'Tennessee', CT],
  ['TX', 'Texas', CT],
  ['UT', 'Utah', MT],
  ['VT', 'Vermont', ET],
  ['VA', 'Virginia', ET],
  ['WA', 'Washington', PT],
  ['WV', 'West Virginia', ET],
  ['WI', 'Wisconsin', CT],
  ['WY', 'Wyoming', MT],
  ['PR', 'Puerto Rico', 'America/Puerto_Rico'],
  ['VI', 'U.S. Virgin Islands', 'America/St_Thomas'],
  ['GU', 'Guam', 'Pacific/Guam'],
  ['MP', 'Northern Mariana Islands', 'Pacific/Saipan'],
  ['AS', 'American Samoa', 'Pacific/Pago_Pago'],
];

const byKey = new Map<string, string>(
  US_STATE_TIME_ZONES.flatMap(([code, name, zone]) => [
    [code, zone],
    [name.toUpperCase(), zone],
  ]),
);

/** 'CA', 'ca', ' California ' → 'America/Los_Angeles'; anything unknown → America/New_York. */
export function timeZoneForState(state: string): string {
  return byKey.get(state.trim().toUpperCase()) ?? FALLBACK_TIME_ZONE;
}
