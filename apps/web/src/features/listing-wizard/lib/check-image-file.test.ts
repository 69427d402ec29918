import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './check-image-file';
import { readImageHeader } from './image-header';

const base = () => sharp({ create: { width: 321, height: 123, channels: 3, background: '#1d4ed8' } });

describe('reading a photo header by content', () => {
  it.each([
    ['png', () => base().png()],
    [
      'jpeg',
      () =>
        base()
          .jpeg()
          .withExif({ IFD0: { Copyright: 'x'.repeat(30_000) } }),
    ],
    ['gif', () => base().gif()],
    ['webp', () => base().webp()],
    ['webp', () => base().webp({ lossless: true })],
    ['webp', () => base().ensureAlpha(0.5).webp()],
  ] as const)('finds %s and its size', async (format, make) => {
    const bytes = new Uint8Array(await make().toBuffer());
    expect(readImageHeader(bytes)).toEqual({ format, size: { width: 321, height: 123 } });
  });

  it('knows TIFF by its first bytes (the server reads its size)', async () => {
    const bytes = new Uint8Array(await base().tiff().toBuffer());
    expect(readImageHeader(bytes)).toEqual({ format: 'tiff', size: null });
  });

  it('finds no image in text, however the file is named', () => {
    expect(readImageHeader(new TextEncoder().encode('just some notes, not a photo'))).toBeNull();
    expect(readImageHeader(new Uint8Array(0))).toBeNull();
  });
});

describe('the check made when a photo is picked', () => {
  it('accepts a real photo', async () => {
    const file = new File([await base().jpeg().toBuffer()], 'front.jpg', { type: 'image/jpeg' });
    expect(await imageFileProblem(file)).toBeNull();
  });

  it('refuses a text file renamed fake.jpg by its content', async () => {
    const file = new File(['not a photo at all'], 'fake.jpg', { type: 'image/jpeg' });
    expect(await imageFileProblem(file)).toBe('File "fake.jpg" is not an image');
  });

  it('refuses a file over 10 MB', async () => {
    const file = new File([new Uint8Array(10_485_761)], 'huge.png', { type: 'image/png' });
    expect(await imageFileProblem(file)).toBe('File "huge.png" exceeds 10MB size limit');
  });

  it('refuses a header that declares more than 52 megapixels before anything is decoded', async () => {
    const bytes = new Uint8Array(await base().png().toBuffer());
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    view.setUint32(16, 10_000);
    view.setUint32(20, 5_201);
    const file = new File([bytes], 'giant.png', { type: 'image/png' });
    expect(await imageFileProblem(file)).toBe('File "giant.png" has more than 52 megapixels');
    view.setUint32(20, 5_200);
    expect(await imageFileProblem(new File([bytes], 'edge.png'))).toBeNull();
  });
});
