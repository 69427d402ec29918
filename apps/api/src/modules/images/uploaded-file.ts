/** A file as an upload delivered it, before anything looked inside (http/image-uploads.ts reads it). */
export type UploadedFile = { fileName: string; data: Buffer; tooLarge: boolean };
