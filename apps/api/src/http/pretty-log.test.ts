import { describe, expect, it } from 'vitest';
import { formatLogLine } from './pretty-log.ts';

const at = Date.UTC(2026, 10, 23, 21, 34, 5);

describe('formatLogLine', () => {
  it('prints a request as one short line with the start of its id', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      reqId: '3f2a9c1e-aaaa-bbbb',
      msg: 'request',
      method: 'GET',
      url: '/api/locations',
      statusCode: 200,
      ms: 4,
    });
    expect(formatLogLine(line)).toBe('21:34:05 INFO  3f2a9c1e GET /api/locations 200 4 ms\n');
  });

  it('keeps other fields and an error stack, and passes through what is not JSON', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'Job failed',
      kind: 'x',
      err: { stack: 'E\n at y' },
    });
    expect(formatLogLine(line)).toBe('21:34:05 ERROR Job failed {"kind":"x"}\n  E\n   at y\n');
    expect(formatLogLine('plain text')).toBe('plain text');
  });
});
