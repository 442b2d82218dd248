import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { UNREADABLE_VIDEO } from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { listings } from '../db/schema';
import { randomKey } from '../media/storage';
import { probeVideo, TOOL_TIMEOUT_MS, VideoRefused } from '../media/video-probe';
import { findListing } from './queries';
import type { VideoUploadStore } from './video-uploads';

const run = promisify(execFile);

/** The poster frame is shown where the player is, at most this wide or tall. */
const POSTER_MAX = 1280;
/** One frame (a second in, or mid-way through a shorter clip) as WebP. */
export async function posterFrame(file: string, duration: number): Promise<Buffer> {
  const at = Math.min(1, duration / 2).toFixed(3);
  let png: Buffer;
  try {
    const { stdout } = await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-ss',
        at,
        '-i',
        file,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        '-',
      ],
      { timeout: TOOL_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' },
    );
    png = stdout;
  } catch {
    throw new VideoRefused(UNREADABLE_VIDEO);
  }
  if (png.length === 0) throw new VideoRefused(UNREADABLE_VIDEO);
  return sharp(png)
    .resize(POSTER_MAX, POSTER_MAX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/** Which run of the job this is: a failure before the last one is retried, not recorded. */
export interface VideoJobAttempt {
  retryCount: number;
  retryLimit: number;
}

/**
 * Checks a finished video upload by its bytes (ffprobe), takes its poster frame (ffmpeg, then
 * sharp to WebP), stores both in the media store and marks the video ready; or marks it failed
 * with the reason. The handler of the `listing-video-process` job, on whichever process takes
 * it. A refused file is final at once; any other failure (the store, the database) is thrown
 * for the queue to retry, with the upload kept, until the last attempt, which marks the video
 * failed so the owner never watches "processing" forever. Safe to run twice or late: it acts
 * only while the listing still waits on this upload.
 */
export async function processListingVideo(
  app: FastifyInstance,
  uploads: VideoUploadStore,
  { listingId, uploadId }: { listingId: number; uploadId: string },
  attempt: VideoJobAttempt = { retryCount: 0, retryLimit: 0 },
): Promise<void> {
  const row = await findListing(app.db, listingId);
  if (!row || row.videoState !== 'processing' || row.videoUpload !== uploadId) return;
  const stillThisUpload = and(eq(listings.id, listingId), eq(listings.videoUpload, uploadId));
  const written: string[] = [];
  let local: Awaited<ReturnType<typeof uploads.localFile>> | undefined;
  let finished = false;
  try {
    local = await uploads.localFile(uploadId);
    const probe = await probeVideo(local.file);
    const poster = await posterFrame(local.file, probe.duration);
    // MOV is QuickTime's name for the same ISO container: browsers play it as MP4, and the
    // media server types files by extension.
    const videoKey = randomKey(`listings/${listingId}`, probe.container);
    const posterKey = randomKey(`listings/${listingId}`, 'webp');
    await app.media.putFile(videoKey, local.file, `video/${probe.container}`);
    written.push(videoKey);
    await app.media.put(posterKey, poster, 'image/webp');
    written.push(posterKey);
    const updated = await app.db
      .update(listings)
      .set({
        video: videoKey,
        videoPoster: posterKey,
        videoState: 'ready',
        videoUpload: null,
        videoError: null,
        updatedAt: app.now(),
      })
      .where(stillThisUpload)
      .returning({ status: listings.status });
    finished = true;
    // Removed or replaced while it was processed: what was stored is nobody's.
    if (updated.length === 0) await Promise.allSettled(written.map((k) => app.media.remove(k)));
    else if (updated[0]?.status === 'published') invalidateListingCaches(app.db);
  } catch (err) {
    await Promise.allSettled(written.map((k) => app.media.remove(k)));
    const refused = err instanceof VideoRefused;
    if (!refused && attempt.retryCount < attempt.retryLimit) throw err;
    if (!refused) app.log.error({ err, listingId }, 'video processing failed');
    await app.db
      .update(listings)
      .set({
        videoState: 'failed',
        videoUpload: null,
        videoError: refused ? err.message : UNREADABLE_VIDEO,
        updatedAt: app.now(),
      })
      .where(stillThisUpload);
    finished = true;
  } finally {
    await local?.done().catch(() => undefined);
    // A retry reads the upload again: it goes only once the video is ready or failed.
    if (finished) {
      await uploads.remove(uploadId).catch((err: unknown) => {
        app.log.warn({ err, listingId }, 'finished video upload not removed');
      });
    }
  }
}
