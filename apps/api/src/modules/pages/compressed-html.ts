import fs from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
type Variants = { raw: Buffer; br: Buffer; gzip: Buffer };

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 means refused). */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends an HTML page in the encoding the browser accepts, saying it varies with Accept-Encoding. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: Variants) {
  const encoding = acceptedEncoding(request);
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.raw);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/**
 * index.html and its build-time .br and .gz copies (scripts/compress-web-build.mjs), read again only
 * when a new build replaced it.
 */
export function builtHtmlReader(indexFile: string) {
  let cached: { mtimeMs: number; text: string; variants: Variants } | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const raw = fs.readFileSync(indexFile);
      const read = (suffix: string, make: () => Buffer) =>
        fs.existsSync(indexFile + suffix) ? fs.readFileSync(indexFile + suffix) : make();
      cached = {
        mtimeMs,
        text: raw.toString('utf8'),
        variants: { raw, br: read('.br', () => brotli(raw)), gzip: read('.gz', () => gzipSync(raw)) },
      };
    }
    return cached;
  };
}

const MAX_PAGES = 1000;

/**
 * Pages with server-written tags differ per listing, so they cannot be compressed at build time;
 * each distinct page is compressed once and kept (a bounded, oldest-out cache).
 */
export function htmlVariantsCache() {
  const pages = new Map<string, Variants>();
  return (html: string): Variants => {
    const hit = pages.get(html);
    if (hit) return hit;
    const raw = Buffer.from(html, 'utf8');
    const variants = { raw, br: brotli(raw), gzip: gzipSync(raw, { level: 9 }) };
    if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
    pages.set(html, variants);
    return variants;
  };
}

/**
 * A page drawn for one request (server-drawn-pages.ts) carries the time its data was fetched, so it is
 * never the same twice: compressed once, quickly, and not kept.
 */
export function oneTimeVariants(html: string): Variants {
  const raw = Buffer.from(html, 'utf8');
  return { raw, br: brotli(raw, 5), gzip: gzipSync(raw, { level: 6 }) };
}

function brotli(bytes: Buffer, quality = 9): Buffer {
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}
