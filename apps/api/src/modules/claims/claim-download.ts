import type { FastifyReply } from 'fastify';

/**
 * Sends a claim document as a download: never cached by anything between, never indexed, never
 * shown inline as a page of this origin (a PDF or image opened by the browser's own viewer).
 */
export function sendDocument(
  reply: FastifyReply,
  doc: { fileName: string; contentType: string; data: Buffer },
) {
  return reply
    .header('content-type', doc.contentType)
    .header('content-disposition', `attachment; filename="${doc.fileName.replace(/"/g, '')}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .header('x-content-type-options', 'nosniff')
    .send(doc.data);
}
