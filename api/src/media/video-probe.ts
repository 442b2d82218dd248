import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { NOT_A_LISTING_VIDEO, UNREADABLE_VIDEO } from '@phuket/shared/contract';

const run = promisify(execFile);

/** ffprobe reads headers only; ffmpeg decodes one frame. Anything slower is a broken file. */
export const TOOL_TIMEOUT_MS = 60_000;

/** A refusal of the uploaded bytes: stored as the video's error, shown to the owner. */
export class VideoRefused extends Error {}

export interface Probe {
  container: 'mp4' | 'webm';
  duration: number;
}

interface ProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number }[];
}

/**
 * What ffprobe makes of the file: MP4/MOV or WebM with a picture and a duration, else refused.
 * Every video upload (a listing's, a project's) goes through it: a first box that says `ftyp`
 * proves nothing about the bytes after it.
 */
export async function probeVideo(file: string): Promise<Probe> {
  let json: ProbeJson;
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: TOOL_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
    );
    json = JSON.parse(stdout) as ProbeJson;
  } catch {
    throw new VideoRefused(UNREADABLE_VIDEO);
  }
  const formats = (json.format?.format_name ?? '').split(',');
  const container =
    formats.includes('mp4') || formats.includes('mov')
      ? 'mp4'
      : formats.includes('webm')
        ? 'webm'
        : null;
  const video = (json.streams ?? []).find(
    (s) => s.codec_type === 'video' && (s.width ?? 0) > 0 && (s.height ?? 0) > 0,
  );
  if (!container || !video) throw new VideoRefused(NOT_A_LISTING_VIDEO);
  const duration = Number(json.format?.duration);
  if (!Number.isFinite(duration) || duration <= 0) throw new VideoRefused(UNREADABLE_VIDEO);
  return { container, duration };
}
