import {
  type ListingImagesResponse,
  listingImagesResponseSchema,
} from '@setspot/domain/listings/owner-listing';
import { ApiError, toApiError } from '../../../lib/api-client';

export type UploadMode = 'append' | 'replace';

/**
 * POST /api/locations/{id}/images (multipart, field `images`). XMLHttpRequest rather than fetch,
 * because only it reports upload progress; `onProgress` gets the share sent, 0 to 1.
 */
export function uploadListingImages(
  locationId: string,
  files: readonly File[],
  mode: UploadMode,
  onProgress: (share: number) => void,
): Promise<ListingImagesResponse> {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/locations/${encodeURIComponent(locationId)}/images?mode=${mode}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) return reject(toApiError(request.status, payload));
      const parsed = listingImagesResponseSchema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(request.status, 'INVALID_RESPONSE', 'The server sent an unexpected answer.'));
    };
    request.onerror = () =>
      reject(
        new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server. Check your connection and try again.'),
      );
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
