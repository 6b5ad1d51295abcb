import { describe, expect, it } from 'vitest';
import { MAX_OBJECT_BYTES } from '@barteraid/events';
import { decodeRefusal, photoTypeOf } from './photo-rules';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('what a listing photo is, told by its bytes', () => {
  it('knows JPEG, PNG and WebP by their magic numbers', () => {
    expect(photoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(photoTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(photoTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, whatever the file is called or claims to be', () => {
    expect(photoTypeOf(bytes('GIF89a', 1, 0, 1, 0))).toBeNull();
    expect(photoTypeOf(bytes('%PDF-1.7'))).toBeNull();
    expect(photoTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(photoTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(photoTypeOf(bytes(0xff, 0xd8))).toBeNull();
    expect(photoTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('the limits of a listing photo', () => {
  it('is at most 5 MB as sent', () => {
    expect(MAX_OBJECT_BYTES).toBe(5 * 1024 * 1024);
  });

  it('answers a decoder that met too many pixels with 413, and any other failure with 400', () => {
    expect(decodeRefusal('Input image exceeds pixel limit')).toMatchObject({ status: 413, message: { code: 'objects.photoTooManyPixels' } });
    expect(decodeRefusal('VipsJpeg: premature end of JPEG image')).toMatchObject({ status: 400, message: { code: 'objects.photoUnreadable' } });
    expect(decodeRefusal('Input buffer contains unsupported image format')).toMatchObject({ status: 400, message: { code: 'objects.photoUnreadable' } });
  });
});
