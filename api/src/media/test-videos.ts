import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Video fixtures for tests, made by ffmpeg on first use (no binary files in the repository).

const made = new Map<'mp4' | 'webm', Buffer>();

/** A one-second 160×120 test pattern: a real MP4 (H.264) or WebM (VP8) that ffprobe reads. */
export function testVideo(kind: 'mp4' | 'webm'): Buffer {
  const cached = made.get(kind);
  if (cached) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-video-'));
  try {
    const file = path.join(dir, `clip.${kind}`);
    const codec = kind === 'mp4' ? ['-pix_fmt', 'yuv420p'] : ['-c:v', 'libvpx', '-b:v', '200k'];
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=160x120:rate=10',
      ...codec,
      file,
    ]);
    const bytes = fs.readFileSync(file);
    made.set(kind, bytes);
    return bytes;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An MP4 made exactly `size` bytes long by a trailing `free` box, which players skip. */
export function paddedMp4(size: number): Buffer {
  const video = testVideo('mp4');
  const padding = size - video.length;
  if (padding < 8) throw new Error(`an MP4 of ${size} bytes cannot hold the clip`);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding, 0);
  header.write('free', 4, 'latin1');
  return Buffer.concat([video, header, Buffer.alloc(padding - 8)]);
}
