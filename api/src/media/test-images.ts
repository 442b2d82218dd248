import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Image fixtures for tests, generated on the fly so no binary files live in the repository.

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG header claiming width x height over a few bytes of pixel data: the shape of a
 * decompression bomb, built in microseconds instead of compressing gigabytes of pixels.
 */
export function pngClaimingSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function solidImage(
  format: 'jpeg' | 'png' | 'webp',
  width = 640,
  height = 480,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying camera EXIF and a GPS position (Patong beach), as phones write them. */
export function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Model 9', Copyright: 'Owner Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '7/1 53/1 46/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '98/1 17/1 45/1',
      },
    })
    .toBuffer();
}

export const HTML_FILE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG_FILE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/**
 * A photo-like picture that differs per `seed`: a 12 x 9 grid of random colours blown up
 * smoothly, so perceptual hashes of two seeds differ while a resized or re-encoded copy of one
 * keeps its hash. Solid colours would all hash alike.
 */
export function patternImage(seed: number, width = 1600, height = 1200): sharp.Sharp {
  let state = seed * 2654435761 + 1;
  const random = () => {
    // xorshift32: deterministic, so a seed is always the same picture.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 256;
  };
  const cells = Buffer.alloc(12 * 9 * 3);
  for (let i = 0; i < cells.length; i++) cells[i] = random();
  return sharp(cells, { raw: { width: 12, height: 9, channels: 3 } }).resize(width, height, {
    kernel: 'cubic',
  });
}

export function patternPhoto(
  seed: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  width = 1600,
  height = 1200,
): Promise<Buffer> {
  return patternImage(seed, width, height).toFormat(format).toBuffer();
}
