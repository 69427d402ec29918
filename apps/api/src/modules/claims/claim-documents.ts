import { CLAIM_DOCUMENT_TOO_LARGE, CLAIM_DOCUMENT_TYPE } from '@setspot/domain/bookings/claim-texts';
import { MAX_IMAGE_BYTES } from '@setspot/domain/common/constants';
import { type Outcome, refusal, success } from '@setspot/domain/common/outcome';
import { NotAnImageError, processImage, type UploadedFile } from '../images/images.public.ts';

export type CheckedDocument = {
  fileName: string;
  contentType: 'application/pdf' | 'image/webp' | 'image/jpeg';
  data: Buffer;
};

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');

/**
 * A PDF by its content: the header on the first line and the end-of-file marker near the end (a
 * truncated or renamed file has neither). Nothing inside it is run or rendered by the server.
 */
function isPdf(data: Buffer): boolean {
  return (
    data.subarray(0, 1024).indexOf(PDF_HEADER) === 0 &&
    data.subarray(Math.max(0, data.length - 2048)).includes(PDF_END)
  );
}

/** Keeps only a plain file name for the download's Content-Disposition (never used as a path). */
function plainName(name: string, extension: string): string {
  const base = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'document'}.${extension}`;
}

/**
 * Checks one uploaded document by its content, never its name or declared type: a PDF is kept as it
 * came; an image goes through the photos' pipeline (decoded within its pixel bound, re-encoded, its
 * metadata such as GPS dropped) and only the full-size original is kept.
 */
export async function checkDocument(file: UploadedFile): Promise<Outcome<CheckedDocument>> {
  if (file.tooLarge || file.data.length > MAX_IMAGE_BYTES)
    return refusal('invalid', CLAIM_DOCUMENT_TOO_LARGE);
  if (isPdf(file.data)) {
    return success({
      fileName: plainName(file.fileName, 'pdf'),
      contentType: 'application/pdf',
      data: file.data,
    });
  }
  try {
    const { original } = await processImage(file.data);
    const contentType = original.contentType === 'image/webp' ? 'image/webp' : 'image/jpeg';
    return success({
      fileName: plainName(file.fileName, original.extension),
      contentType,
      data: original.data,
    });
  } catch (error) {
    if (error instanceof NotAnImageError) return refusal('invalid', CLAIM_DOCUMENT_TYPE);
    throw error;
  }
}
