import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@setspot/domain/common/constants';
import { type ErrorBody, errorBody } from '@setspot/domain/common/error-body';
import {
  ERROR_PROCESSING_IMAGE_FILES,
  MAXIMUM_IMAGES_ALLOWED,
  PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE,
} from '@setspot/domain/images/image-texts';
import { UPLOAD_TOO_LARGE } from '@setspot/domain/listings/owner-listings-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A file as an upload delivered it, before anything looked inside it (modules/images checks it). */
export type UploadedFile = { fileName: string; data: Buffer; tooLarge: boolean };

/**
 * Multipart limits. A file may run one byte past 10 MB so that the route, not the parser, sees it is
 * too big and answers with the spec's text; one file more than allowed is read for the same reason.
 */
const LIMITS = {
  fileSize: MAX_IMAGE_BYTES + 1,
  files: MAX_IMAGES + 1,
  fields: 10,
  fieldSize: 10_000,
  parts: MAX_IMAGES + 11,
  headerPairs: 100,
};
/** The whole request: room for those five files plus the multipart framing. */
const MAX_UPLOAD_BODY_BYTES = (MAX_IMAGES + 1) * (MAX_IMAGE_BYTES + 1) + 1024 * 1024;

/** Registers the multipart parser in the calling plugin's scope only. */
export async function registerImageMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: false });
}

export type UploadRead =
  | { ok: true; files: UploadedFile[] }
  | { ok: false; status: 400 | 413 | 415; body: ErrorBody };

const refuse = (status: 400 | 413 | 415, body: ErrorBody): UploadRead => ({ ok: false, status, body });

/** Reads 1 to MAX_IMAGES files of a multipart request into memory (each at most 10 MB + 1 byte). */
export async function readImageUploads(request: FastifyRequest): Promise<UploadRead> {
  if (!request.isMultipart()) {
    return refuse(415, errorBody('UNSUPPORTED_MEDIA_TYPE', 'Please send the images as multipart/form-data'));
  }
  if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BODY_BYTES) {
    return refuse(413, errorBody('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE));
  }
  const files: UploadedFile[] = [];
  let count = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      count += 1;
      if (count > MAX_IMAGES) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const data = await part.toBuffer();
      const fileName = (part.filename || `image-${count}`).slice(0, 200);
      files.push({ fileName, data, tooLarge: part.file.truncated || data.length > MAX_IMAGE_BYTES });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') count = MAX_IMAGES + 1;
    else {
      request.log.info({ err: error }, 'Unreadable multipart upload');
      return refuse(400, errorBody('BAD_REQUEST', ERROR_PROCESSING_IMAGE_FILES));
    }
  }
  if (count > MAX_IMAGES) return refuse(400, errorBody('VALIDATION_ERROR', MAXIMUM_IMAGES_ALLOWED));
  if (count === 0) return refuse(400, errorBody('VALIDATION_ERROR', PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE));
  return { ok: true, files };
}
