import { MAX_IMAGES } from '../common/constants.ts';

/** Image texts, product sections 5 and 8. Word for word; '(s)' is part of the spec's text. */
export const PLEASE_UPLOAD_AT_LEAST_ONE_IMAGE = 'Please upload at least one image';
export const MAXIMUM_IMAGES_ALLOWED = `Maximum of ${MAX_IMAGES} images allowed`;
export const MAXIMUM_IMAGES_ADDED = `Maximum ${MAX_IMAGES} images added. Additional images were ignored.`;
export const ERROR_PROCESSING_IMAGE_FILES = 'Error processing image files';
export const FAILED_TO_UPLOAD_SOME_IMAGES = 'Failed to upload some images';
export const FAILED_TO_SAVE_IMAGE_INFORMATION = 'Failed to save image information';
export const ERROR_FETCHING_IMAGES = 'Error fetching images';

/** Not in the spec: the pixel bound that keeps decoding cheap (apps/api image-pipeline.ts). */
export function fileHasTooManyPixels(fileName: string, megapixels: number): string {
  return `File "${fileName}" has more than ${megapixels} megapixels`;
}

export function fileNotAnImage(fileName: string): string {
  return `File "${fileName}" is not an image`;
}
export function fileExceedsSizeLimit(fileName: string): string {
  return `File "${fileName}" exceeds 10MB size limit`;
}
export function failedToUpload(fileName: string): string {
  return `Failed to upload ${fileName}`;
}
export function uploadingImages(count: number): string {
  return `Uploading ${count} image(s)...`;
}
export function successfullyUploadedImages(count: number): string {
  return `Successfully uploaded ${count} image(s)`;
}
