// A file as an upload delivered it: the HTTP edge reads uploads and defines the shape (http/ imports
// nothing from modules/); the images module checks what is inside.
export type { UploadedFile } from '../../http/image-uploads.ts';
