import type { ListingImagesResponse } from '@setspot/domain/listings/owner-listing';
import { ApiError, toApiError, UNREACHABLE_MESSAGE } from '../../../lib/api-client';

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
      // Typed, not parsed, as apiFetch does: the server serialises the answer through its schema.
      resolve(payload as ListingImagesResponse);
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', UNREACHABLE_MESSAGE));
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
