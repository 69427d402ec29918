import zipcodes from 'zipcodes';

/**
 * Synthetic listings for the search benchmark, made inside the database by generate_series (fast
 * even for a million rows). Deterministic: hashint4 of the row number picks every field, so two runs
 * hold the same data. Cities and states are real, so state codes and city names are realistic terms.
 */
const CITIES = [
  'Los Angeles|CA',
  'San Francisco|CA',
  'San Diego|CA',
  'Oakland|CA',
  'Pasadena|CA',
  'Sacramento|CA',
  'New York|NY',
  'Brooklyn|NY',
  'Buffalo|NY',
  'Albany|NY',
  'Austin|TX',
  'Houston|TX',
  'Dallas|TX',
  'San Antonio|TX',
  'El Paso|TX',
  'Chicago|IL',
  'Springfield|IL',
  'Miami|FL',
  'Orlando|FL',
  'Tampa|FL',
  'Seattle|WA',
  'Spokane|WA',
  'Portland|OR',
  'Eugene|OR',
  'Denver|CO',
  'Boulder|CO',
  'Phoenix|AZ',
  'Tucson|AZ',
  'Atlanta|GA',
  'Savannah|GA',
  'Boston|MA',
  'Cambridge|MA',
  'Philadelphia|PA',
  'Pittsburgh|PA',
  'Detroit|MI',
  'Ann Arbor|MI',
  'Minneapolis|MN',
  'Saint Paul|MN',
  'Nashville|TN',
  'Memphis|TN',
  'New Orleans|LA',
  'Baton Rouge|LA',
  'Las Vegas|NV',
  'Reno|NV',
  'Salt Lake City|UT',
  'Provo|UT',
  'Albuquerque|NM',
  'Santa Fe|NM',
  'Charlotte|NC',
  'Raleigh|NC',
  'Columbus|OH',
  'Cleveland|OH',
  'Cincinnati|OH',
  'Indianapolis|IN',
  'Kansas City|MO',
  'St. Louis|MO',
  'Omaha|NE',
  'Milwaukee|WI',
  'Madison|WI',
  'Louisville|KY',
  'Baltimore|MD',
  'Richmond|VA',
  'Norfolk|VA',
  'Honolulu|HI',
  'Anchorage|AK',
  'Boise|ID',
  'Billings|MT',
  'Fargo|ND',
  'Sioux Falls|SD',
  'Cheyenne|WY',
  'Des Moines|IA',
  'Little Rock|AR',
  'Jackson|MS',
  'Birmingham|AL',
  'Charleston|SC',
  'Hartford|CT',
  'Providence|RI',
  'Burlington|VT',
  'Portland|ME',
  'Wilmington|DE',
];
const ADJECTIVES = [
  'Sunlit',
  'Cozy',
  'Modern',
  'Rustic',
  'Industrial',
  'Vintage',
  'Minimalist',
  'Spacious',
  'Charming',
  'Historic',
  'Bright',
  'Moody',
  'Elegant',
  'Quirky',
  'Urban',
  'Coastal',
  'Mountain',
  'Desert',
  'Mid-Century',
  'Victorian',
  'Art Deco',
  'Bohemian',
  'Loft-Style',
  'Hidden',
  'Grand',
  'Tiny',
  'Sleek',
  'Raw',
  'Classic',
  'Retro',
];
const PLACES = [
  'Brick',
  'Garden',
  'Rooftop',
  'Lakeside',
  'Downtown',
  'Corner',
  'Riverside',
  'Hillside',
  'Courtyard',
  'Studio',
  'Gallery',
  'Workshop',
  'Penthouse',
  'Cottage',
  'Bungalow',
  'Townhouse',
  'Barn',
  'Diner',
  'Factory',
  'Chapel',
];
const TYPES = [
  'house',
  'apartment',
  'loft',
  'office',
  'cafe/restaurant',
  'warehouse',
  'studio',
  'outdoor',
  'other',
];
/** Each city's middle as SQL arrays, in CITIES' order, from the same offline data the API uses. */
const CITY_POINTS = (() => {
  const points = CITIES.map((entry) => {
    const [city = '', state = ''] = entry.split('|');
    // A city the data spells otherwise ('Saint Louis'): the state's ZIP codes' middle.
    const named = zipcodes.lookupByName(city, state);
    const codes = named.length > 0 ? named : zipcodes.lookupByState(state);
    if (codes.length === 0) throw new Error(`No ZIP codes for ${entry}`);
    return {
      lat: codes.reduce((sum, code) => sum + code.latitude, 0) / codes.length,
      lng: codes.reduce((sum, code) => sum + code.longitude, 0) / codes.length,
    };
  });
  const array = (values: number[]) => `array[${values.map((v) => v.toFixed(4)).join(',')}]::float8[]`;
  return { lat: array(points.map((p) => p.lat)), lng: array(points.map((p) => p.lng)) };
})();
const NOUNS = ['Home', 'Apartment', 'Loft', 'Office', 'Cafe', 'Warehouse', 'Studio', 'Meadow', 'Space'];
export const BENCH_OWNERS = 2000;

const list = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** The statements, in order; each takes the listing count as $1 where it needs it. */
export const syntheticStatements: { label: string; sql: string; withCount: boolean }[] = [
  {
    label: 'owners',
    withCount: false,
    sql: `insert into users (id, name, email, email_verified, first_name, last_name, user_type)
      select 'bench-owner-' || g, 'Owner ' || g, 'bench-owner-' || g || '@bench.example', true, 'Owner', 'No. ' || g, 'owner'
      from generate_series(1, ${BENCH_OWNERS}) g`,
  },
  {
    label: 'listings',
    withCount: true,
    sql: `insert into locations (owner_id, title, description, type, price, square_footage, room_count, address,
        city, state, zip, features, amenities, rules, ceiling_height, natural_light, parking_capacity, created_at, updated_at,
        power_capacity, noise_level, permit_required, load_in_notes, max_crew_size, latitude, longitude)
      select 'bench-owner-' || (1 + g % ${BENCH_OWNERS}),
        (${list(ADJECTIVES)})[1 + h1 % ${ADJECTIVES.length}] || ' ' || (${list(PLACES)})[1 + h2 % ${PLACES.length}]
          || ' ' || (${list(NOUNS)})[1 + t] || ' ' || g,
        'Synthetic listing number ' || g || ' for the search benchmark: a space with character, good light and easy load-in.',
        (${list(TYPES)})[1 + t],
        (50 + (h3 % 79) * 25)::numeric(10, 2),
        case when h4 % 20 = 0 then null else 300 + (h4 % 198) * 100 end,
        1 + h5 % 12,
        g || ' Bench Street',
        split_part((${list(CITIES)})[1 + h6 % ${CITIES.length}], '|', 1),
        split_part((${list(CITIES)})[1 + h6 % ${CITIES.length}], '|', 2),
        lpad((h6 % 99999)::text, 5, '0'),
        array['High ceilings', 'Natural light'], array['WiFi', 'Bathroom'], array['No smoking'],
        (8 + h5 % 20)::numeric(6, 1),
        (array['Excellent', 'Good', 'Moderate', 'Poor', 'Controlled/Blackout'])[1 + h2 % 5],
        h4 % 30,
        now() - make_interval(mins => h1 % 1576800), now(),
        (array['3 x 20A circuits', '100A panel', '200A service', '400A three-phase', ''])[1 + h3 % 5],
        (array['Very quiet', 'Minimal street noise', 'Moderate noise', 'Noisy area'])[1 + h1 % 4],
        h2 % 3 = 0,
        case when h5 % 2 = 0 then 'Street-level load-in' else null end,
        5 + h3 % 80,
        -- Within about 20 km of the city's middle (offline ZIP code data, bench only).
        (${CITY_POINTS.lat})[1 + h6 % ${CITIES.length}] + ((h1 % 2001) - 1000) / 5000.0,
        (${CITY_POINTS.lng})[1 + h6 % ${CITIES.length}] + ((h2 % 2001) - 1000) / 5000.0
      from generate_series(1, $1::int) g,
        lateral (select abs(hashint4(g)) h1, abs(hashint4(g + 1000000007)) h2, abs(hashint4(g * 3)) h3,
          abs(hashint4(g * 5 + 1)) h4, abs(hashint4(g * 7 + 2)) h5, abs(hashint4(g * 11 + 3)) h6,
          abs(hashint4(g * 13 + 4)) % 9 t) r`,
  },
  {
    label: 'photos',
    withCount: false,
    sql: `insert into location_images (location_id, image_url, variants, position, is_primary)
      select id, '/uploads/bench/' || n || '.webp',
        jsonb_build_object('400', '/uploads/bench/' || n || '-400.webp', '800', '/uploads/bench/' || n || '-800.webp',
          '1600', '/uploads/bench/' || n || '.webp'), 0, true
      from (select id, abs(hashtext(id::text)) % 12 n from locations) l`,
  },
  {
    label: 'reviews',
    withCount: false,
    sql: `insert into reviews (location_id, rating, comment, created_at)
      select id, 1 + (h / 10) % 5, 'Benchmark review', now() - make_interval(days => h % 300)
      from (select id, abs(hashtext(id::text)) h from locations) l, generate_series(1, 2) k
      where h % 10 = 0 and (k = 1 or h % 3 = 0)`,
  },
  // Date search (ADR 0039): a third of the listings have bookings and blocked days over the next six
  // months, every fifth takes Instant Book and every seventh asks two days' notice. In each 40-day
  // stretch a booking of 1 to 5 days starts on day 0 to 14 and a block of 1 to 3 days on day 20 to 34,
  // so they never overlap (the blocked-days trigger would refuse the booking).
  {
    label: 'booking rules',
    withCount: false,
    sql: `update locations set instant_book = h % 5 = 0, notice_days = case when h % 7 = 0 then 2 else 0 end
      from (select id as lid, abs(hashtext(id::text || 'rules')) h from locations) r where id = lid`,
  },
  {
    label: 'bookings',
    withCount: false,
    sql: `insert into bookings (location_id, renter_id, start_date, end_date, total_price, status, payment_status)
      select id, 'bench-owner-' || (1 + h % ${BENCH_OWNERS}), current_date + s, current_date + s + (h / 7 + k) % 5,
        100, 'confirmed', 'paid'
      from (select id, abs(hashtext(id::text)) h from locations) l, generate_series(0, 4) k,
        lateral (select k * 40 + (h / 3 + k * 5) % 15 s) d
      where h % 3 = 0`,
  },
  {
    label: 'blocked days',
    withCount: false,
    sql: `insert into blocked_days (location_id, day, note)
      select id, current_date + k * 40 + 20 + (h / 11 + k * 3) % 15 + n, 'Benchmark block'
      from (select id, abs(hashtext(id::text)) h from locations) l, generate_series(0, 4) k,
        generate_series(0, 2) n
      where h % 3 = 0 and n <= (h / 13 + k) % 3`,
  },
];
