// What other modules and the HTTP edge may use of images (architecture section 4: one public file).
export {
  ImageTooLargeError,
  MAX_INPUT_PIXELS,
  NotAnImageError,
  type ProcessedImage,
  processAvatar,
  processImage,
} from './image-pipeline.ts';
export { keysOfImage, type StoredImage, storeImage } from './image-store.ts';
export type { UploadedFile } from './uploaded-file.ts';
