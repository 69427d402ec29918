import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import {
  CALENDAR_TIMED_OUT,
  CALENDAR_TOO_LARGE,
  CALENDAR_TOO_MANY_REDIRECTS,
  CALENDAR_URL_NOT_A_URL,
  CALENDAR_URL_SCHEME,
  calendarAddressRefusedText,
  calendarConnectFailedText,
  calendarHostNotFoundText,
  calendarHttpStatusText,
} from '@setspot/domain/availability/calendar-import-texts';
import { refusedKind } from './public-address.ts';

/** A refusal or failure whose message is shown to the owner as the calendar's error. */
export class CalendarFetchError extends Error {}

type Resolve = (host: string) => Promise<LookupAddress[]>;

export type FetchPolicy = {
  /** Loopback addresses pass (development and test only: config calendarImport). */
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution; tests pass one that answers a private address for a name. */
  resolve?: Resolve;
};

const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** Parses and checks one address of the chain: http(s) only. */
function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CalendarFetchError(CALENDAR_URL_NOT_A_URL);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CalendarFetchError(CALENDAR_URL_SCHEME);
  return url;
}

/**
 * Resolves the host once and checks every address it gives; the connection is then made to those
 * checked addresses (the request's lookup hands them back), never after a second lookup that could
 * answer differently (DNS rebinding).
 */
async function checkedAddresses(url: URL, policy: FetchPolicy): Promise<LookupAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      throw new CalendarFetchError(calendarHostNotFoundText(host));
    }
    if (addresses.length === 0) throw new CalendarFetchError(calendarHostNotFoundText(host));
  }
  for (const { address } of addresses) {
    const kind = refusedKind(address, policy.allowLoopback);
    if (kind) throw new CalendarFetchError(calendarAddressRefusedText(host, kind));
  }
  return addresses;
}

const pinnedLookup =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    else if (first) callback(null, first.address, first.family);
  };

function request(url: URL, addresses: LookupAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(
      url,
      {
        lookup: pinnedLookup(addresses),
        signal,
        headers: {
          'user-agent': 'SetSpot calendar sync',
          accept: 'text/calendar, */*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    outgoing.on('error', reject);
  });
}

function decoded(response: IncomingMessage) {
  switch (response.headers['content-encoding']) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/** The body as text, stopped at `maxBytes` after decompression (a small gzip can unpack to gigabytes). */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new CalendarFetchError(CALENDAR_TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(response)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new CalendarFetchError(CALENDAR_TOO_LARGE);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GETs an owner's calendar link under the fetch policy (ADR 0044): http and https only, public
 * addresses only (checked after resolution and again on every redirect, at most 3), 2 MB and 10 s
 * in all. Throws CalendarFetchError with the owner's words for each refusal.
 */
export async function fetchCalendar(link: string, policy: FetchPolicy): Promise<string> {
  const { timeoutMs = 10_000, maxBytes = 2 * 1024 * 1024, maxRedirects = 3 } = policy;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseUrl(link);
  for (let redirects = 0; ; redirects += 1) {
    const addresses = await checkedAddresses(url, policy);
    if (signal.aborted) throw new CalendarFetchError(CALENDAR_TIMED_OUT);
    let response: IncomingMessage;
    try {
      response = await request(url, addresses, signal);
    } catch {
      throw new CalendarFetchError(
        signal.aborted ? CALENDAR_TIMED_OUT : calendarConnectFailedText(url.hostname),
      );
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (redirects >= maxRedirects) throw new CalendarFetchError(CALENDAR_TOO_MANY_REDIRECTS);
      url = parseUrl(new URL(location, url).toString());
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new CalendarFetchError(calendarHttpStatusText(status));
    }
    try {
      return await readBody(response, maxBytes);
    } catch (error) {
      if (error instanceof CalendarFetchError) throw error;
      throw new CalendarFetchError(
        signal.aborted ? CALENDAR_TIMED_OUT : calendarConnectFailedText(url.hostname),
      );
    }
  }
}
