import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import {
  CALENDAR_TIMED_OUT,
  CALENDAR_TOO_LARGE,
  CALENDAR_TOO_MANY_REDIRECTS,
  CALENDAR_URL_NOT_A_URL,
  CALENDAR_URL_SCHEME,
  calendarAddressRefusedText,
  calendarHostNotFoundText,
  calendarHttpStatusText,
} from '@setspot/domain/availability/calendar-import-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCalendar } from './calendar-fetcher.ts';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const MB2 = 2 * 1024 * 1024;
/** 8 MB of one letter, gzipped to a few kilobytes: made once. */
const GZIP_BOMB = zlib.gzipSync(Buffer.alloc(4 * MB2, 'A'));

let server: http.Server;
let base: string;
let port: number;

/** One local server whose paths act out each case (redirect chains, huge and slow bodies). */
function handle(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://x');
  const hops = Number(url.searchParams.get('hops') ?? 0);
  switch (url.pathname) {
    case '/calendar.ics':
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
      return;
    case '/chain':
      if (hops === 0) response.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
      else response.writeHead(302, { location: `/chain?hops=${hops - 1}` }).end();
      return;
    case '/to':
      response.writeHead(301, { location: url.searchParams.get('target') ?? '/' }).end();
      return;
    case '/huge-declared':
      response.writeHead(200, { 'content-length': String(MB2 + 1) });
      response.write('BEGIN:VCALENDAR\r\n');
      return; // never finishes: the declared length alone refuses it
    case '/huge-streamed':
      response.writeHead(200, { 'content-type': 'text/calendar' });
      for (let i = 0; i < 33; i += 1) response.write('X'.repeat(64 * 1024));
      response.end();
      return;
    case '/gzip-bomb':
      response.writeHead(200, { 'content-encoding': 'gzip' });
      response.end(GZIP_BOMB);
      return;
    case '/silent':
      return; // never answers
    case '/dripping':
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      return; // headers, then nothing more
    case '/missing':
      response.writeHead(404).end('Not found');
      return;
    default:
      response.writeHead(500).end();
  }
}

beforeAll(async () => {
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const test = { allowLoopback: true };
const production = { allowLoopback: false };

describe('the calendar fetcher (development and test: loopback allowed)', () => {
  it('fetches an .ics from a local server', async () => {
    await expect(fetchCalendar(`${base}/calendar.ics`, test)).resolves.toBe(ICS);
  });

  it('connects to the address it checked, never looking the name up again', async () => {
    // calendar.invalid exists in no DNS: the fetch works only if the checked answer is the one used.
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      fetchCalendar(`http://calendar.invalid:${port}/calendar.ics`, { ...test, resolve }),
    ).resolves.toBe(ICS);
    await expect(fetchCalendar(`http://localhost:${port}/calendar.ics`, test)).resolves.toBe(ICS);
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    await expect(fetchCalendar(`${base}/chain?hops=3`, test)).resolves.toBe(ICS);
    await expect(fetchCalendar(`${base}/chain?hops=4`, test)).rejects.toThrow(CALENDAR_TOO_MANY_REDIRECTS);
  });

  it.each([
    ['http://10.0.0.7/cal.ics', '10.0.0.7', 'private'],
    ['http://192.168.1.1/cal.ics', '192.168.1.1', 'private'],
    ['http://172.20.0.1/cal.ics', '172.20.0.1', 'private'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', 'metadata'],
    ['http://169.254.10.1/', '169.254.10.1', 'link-local'],
    ['http://[fd00:ec2::254]/', 'fd00:ec2::254', 'metadata'],
    ['http://[fc00::1]/', 'fc00::1', 'private'],
    ['http://[fe80::1]/', 'fe80::1', 'link-local'],
    ['http://0.0.0.0/', '0.0.0.0', 'unspecified'],
    ['http://224.0.0.1/', '224.0.0.1', 'multicast'],
  ] as const)('refuses a redirect to %s (checked on every hop)', async (target, host, kind) => {
    const link = `${base}/to?target=${encodeURIComponent(target)}`;
    await expect(fetchCalendar(link, test)).rejects.toThrow(calendarAddressRefusedText(host, kind));
  });

  it('refuses a name that resolves to a private address, and one with a private address among others', async () => {
    const resolve = async (host: string) =>
      host === 'rebound.example'
        ? [{ address: '10.1.2.3', family: 4 }]
        : [
            { address: '93.184.215.14', family: 4 },
            { address: '192.168.0.9', family: 4 },
          ];
    await expect(fetchCalendar('https://rebound.example/cal.ics', { ...test, resolve })).rejects.toThrow(
      calendarAddressRefusedText('rebound.example', 'private'),
    );
    await expect(fetchCalendar('https://mixed.example/cal.ics', { ...test, resolve })).rejects.toThrow(
      calendarAddressRefusedText('mixed.example', 'private'),
    );
  });

  it('says when the host cannot be found', async () => {
    const resolve = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(fetchCalendar('https://nowhere.example/c.ics', { ...test, resolve })).rejects.toThrow(
      calendarHostNotFoundText('nowhere.example'),
    );
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/cal.ics', 'javascript:alert(1)', 'gopher://x/'])(
    'refuses the non-http scheme of %s',
    async (link) => {
      await expect(fetchCalendar(link, test)).rejects.toThrow(CALENDAR_URL_SCHEME);
    },
  );

  it('refuses a redirect to a non-http scheme, and text that is no address', async () => {
    await expect(fetchCalendar(`${base}/to?target=file:///etc/passwd`, test)).rejects.toThrow(
      CALENDAR_URL_SCHEME,
    );
    await expect(fetchCalendar('my airbnb calendar', test)).rejects.toThrow(CALENDAR_URL_NOT_A_URL);
  });

  it('refuses a body over 2 MB, declared, streamed or unpacked from gzip', async () => {
    for (const path of ['/huge-declared', '/huge-streamed', '/gzip-bomb']) {
      await expect(fetchCalendar(`${base}${path}`, test)).rejects.toThrow(CALENDAR_TOO_LARGE);
    }
  }, 30_000); // megabytes through a loopback socket: slow on a loaded machine

  it('gives up on a server that does not answer, or stops sending, within the time limit', async () => {
    // The limit is 10 s in use; a short one here keeps the test quick (no time is asserted).
    const quick = { ...test, timeoutMs: 300 };
    await expect(fetchCalendar(`${base}/silent`, quick)).rejects.toThrow(CALENDAR_TIMED_OUT);
    await expect(fetchCalendar(`${base}/dripping`, quick)).rejects.toThrow(CALENDAR_TIMED_OUT);
  });

  it("says what the server's error status means", async () => {
    await expect(fetchCalendar(`${base}/missing`, test)).rejects.toThrow(calendarHttpStatusText(404));
  });
});

describe('the calendar fetcher in production', () => {
  it('refuses 127.0.0.1, localhost and ::1 before connecting', async () => {
    await expect(fetchCalendar(`${base}/calendar.ics`, production)).rejects.toThrow(
      calendarAddressRefusedText('127.0.0.1', 'loopback'),
    );
    await expect(fetchCalendar(`http://localhost:${port}/calendar.ics`, production)).rejects.toThrow(
      calendarAddressRefusedText('localhost', 'loopback'),
    );
    await expect(fetchCalendar(`http://[::1]:${port}/calendar.ics`, production)).rejects.toThrow(
      calendarAddressRefusedText('::1', 'loopback'),
    );
  });

  it('refuses loopback and metadata addresses written inside IPv6 ones', async () => {
    await expect(fetchCalendar(`http://[::ffff:127.0.0.1]:${port}/`, production)).rejects.toThrow(
      calendarAddressRefusedText('::ffff:7f00:1', 'loopback'),
    );
    await expect(fetchCalendar('http://[::ffff:169.254.169.254]/', production)).rejects.toThrow(
      calendarAddressRefusedText('::ffff:a9fe:a9fe', 'metadata'),
    );
  });

  it('refuses a name whose address is loopback (checked after resolution)', async () => {
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      fetchCalendar(`http://calendar.example:${port}/calendar.ics`, { ...production, resolve }),
    ).rejects.toThrow(calendarAddressRefusedText('calendar.example', 'loopback'));
  });
});
