import type { Writable } from 'node:stream';

// Development log: pino writes JSON lines; this turns each into one short line a person reads,
// e.g. `21:34:05 INFO  3f2a9c1e GET /api/locations 200 4 ms`. Production keeps JSON.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

type LogRecord = Record<string, unknown> & { level?: number; time?: number; msg?: string };

export function formatLogLine(line: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line;
  }
  const time = new Date(record.time ?? Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[record.level ?? 30] ?? 'INFO ';
  const id = typeof record.reqId === 'string' ? ` ${record.reqId.slice(0, 8)}` : '';
  const text =
    record.msg === 'request'
      ? `${record.method} ${record.url} ${record.statusCode} ${record.ms} ms`
      : `${record.msg ?? ''}${extras(record)}`;
  const err = record.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n  ${(err.stack ?? err.message ?? '').replaceAll('\n', '\n  ')}` : '';
  return `${time} ${level}${id} ${text}${stack}\n`;
}

function extras(record: LogRecord): string {
  const rest = Object.entries(record).filter(
    ([key]) => !SHOWN_ELSEWHERE.has(key) && !(record.msg === 'request' && key === 'req'),
  );
  return rest.length === 0 ? '' : ` ${JSON.stringify(Object.fromEntries(rest))}`;
}

/** A stream for pino that prints `formatLogLine` of each record to `out`. */
export function prettyLogStream(out: Writable = process.stdout) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(formatLogLine(line));
    },
  };
}
