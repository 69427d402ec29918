import type { FastifyInstance } from 'fastify';
import { multipartPayload, type UploadFile } from './image-fixtures.ts';
import { jsonHeaders } from './test-app.ts';

/** A small but well-formed PDF: header, one empty page, trailer and end-of-file marker. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** Uploads documents to the claim on `bookingId` as a browser's form would. */
export async function uploadClaimDocuments(
  app: FastifyInstance,
  cookie: string,
  bookingId: string,
  files: UploadFile[],
) {
  const { payload, headers } = await multipartPayload(files, 'documents');
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/claim/documents`,
    headers: { ...headers, origin: jsonHeaders.origin, cookie },
    payload,
  });
}
