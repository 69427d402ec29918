import { DEMO_OWNER, DEMO_PASSWORD, signIn } from './http.ts';

// A steady load of mixed reads and writes through the load balancer while instances are stopped
// and started: every GET must be answered, and every write acknowledged must be found afterwards.

const SEARCHES = [
  '',
  '?q=loft',
  '?q=studio',
  '?sort=price_asc',
  '?types=warehouse',
  '?q=los%20angeles',
  '?page=2',
];

export type SteadyLoadResult = {
  gets: number;
  failedGets: string[];
  writes: number;
  /** Ids of the listings whose creation was answered 201. */
  acknowledged: string[];
  /** Writes answered otherwise (a 503 from an instance closing, never acknowledged). */
  unacknowledged: string[];
  seconds: number;
};

function listingForm(n: number) {
  return {
    propertyType: 'warehouse',
    propertyName: `Scale test warehouse ${n}`,
    description: 'Raw concrete, north light, room for a full crew.',
    address: '40 Pier Rd',
    city: 'Oakland',
    state: 'CA',
    zip: '94607',
    squareFootage: '5200',
    rooms: '2',
    features: ['High ceilings'],
    amenities: ['Parking'],
    rules: 'No smoking',
    pricePerDay: '600',
    pricePerHour: '85',
    pricingType: 'daily',
    availability: { weekdays: true, weekends: true, holidays: false },
  };
}

/** Starts `clients` loops against `baseUrl`; about one request in `writeEvery` is a write. */
export async function startSteadyLoad(options: {
  baseUrl: string;
  clients: number;
  listingIds: string[];
  writeEvery?: number;
  /** Optional pause between a client's requests (ms), to keep the machine from saturating. */
  pauseMs?: number;
}) {
  const { baseUrl, listingIds } = options;
  const writeEvery = options.writeEvery ?? 5;
  const owner = await signIn(baseUrl, DEMO_OWNER, DEMO_PASSWORD);
  if (owner.status !== 200) throw new Error(`Owner sign-in answered ${owner.status}`);
  const result: SteadyLoadResult = {
    gets: 0,
    failedGets: [],
    writes: 0,
    acknowledged: [],
    unacknowledged: [],
    seconds: 0,
  };
  let running = true;
  let counter = 0;
  const started = performance.now();

  async function get(path: string) {
    result.gets++;
    try {
      const response = await fetch(`${baseUrl}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) result.failedGets.push(`${response.status} GET ${path}`);
    } catch (error) {
      result.failedGets.push(`${(error as Error).message} GET ${path}`);
    }
  }

  async function write() {
    result.writes++;
    const n = ++counter;
    try {
      const response = await fetch(`${baseUrl}/api/locations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, cookie: owner.cookie },
        body: JSON.stringify(listingForm(n)),
      });
      const body = (await response.json().catch(() => null)) as { listing?: { id?: string } } | null;
      if (response.status === 201 && body?.listing?.id) result.acknowledged.push(body.listing.id);
      else result.unacknowledged.push(`${response.status} POST /api/locations`);
    } catch (error) {
      result.unacknowledged.push(`${(error as Error).message} POST /api/locations`);
    }
  }

  const loops = Array.from({ length: options.clients }, async (_, client) => {
    let i = client;
    while (running) {
      i++;
      if (i % writeEvery === 0) await write();
      else if (i % 2 === 0) await get(`/api/locations${SEARCHES[i % SEARCHES.length]}`);
      else await get(`/api/locations/${listingIds[i % listingIds.length]}`);
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  });

  return {
    result,
    stop: async (): Promise<SteadyLoadResult> => {
      running = false;
      await Promise.all(loops);
      result.seconds = (performance.now() - started) / 1000;
      return result;
    },
  };
}
