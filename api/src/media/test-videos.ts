import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Video fixtures for tests, made by ffmpeg on first use (no binary files in the repository).

const made = new Map<string, Buffer>();

/** How the test pattern is drawn: size, seconds, frames per second. */
export interface TestClip {
  size?: string;
  duration?: number;
  rate?: number;
}

/**
 * A test pattern (160×120, one second at 10 fps unless asked otherwise): a real MP4 (H.264)
 * or WebM (VP8) that ffprobe reads. Made once per clip and process.
 */
export function testVideo(
  kind: 'mp4' | 'webm',
  { size = '160x120', duration = 1, rate = 10 }: TestClip = {},
): Buffer {
  const source = `testsrc=duration=${String(duration)}:size=${size}:rate=${String(rate)}`;
  const cached = made.get(`${kind} ${source}`);
  if (cached) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-video-'));
  try {
    const file = path.join(dir, `clip.${kind}`);
    const codec = kind === 'mp4' ? ['-pix_fmt', 'yuv420p'] : ['-c:v', 'libvpx', '-b:v', '200k'];
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', source, ...codec, file]);
    const bytes = fs.readFileSync(file);
    made.set(`${kind} ${source}`, bytes);
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
