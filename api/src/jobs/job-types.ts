/**
 * Every job the API runs: its name, its payload and how it is retried. A job is sent with
 * `app.jobs.send(name, data)` and handled by the one `app.jobs.work(name, handler)` of its
 * domain; both are typed from this map, so a payload cannot drift between them.
 */
export interface JobPayloads {
  /**
   * Daily: reminds owners of listings close to 60 days without a confirmation, and takes the
   * ones past it out of the search (listings/freshness.ts).
   */
  'listing-freshness': Record<string, never>;
  /** PGLITE_BACKUP_CRON: the embedded database backs itself up (maintenance/online-backup.ts). */
  'pglite-backup': Record<string, never>;
  /** Daily: mails each `daily` saved search its new matches (saved-searches/alerts.ts). */
  'saved-search-daily': Record<string, never>;
  /** A listing was published: mails the `instant` saved searches it matches. */
  'saved-search-instant': { listingId: number };
  /**
   * Daily: mails each user the price drops of their favourites since they saved them
   * (favourites/price-drop-alerts.ts).
   */
  'favourite-price-drops': Record<string, never>;
  /**
   * After the last byte of a listing video (tus): checks the file by its bytes, takes its
   * poster and stores both (listings/video-processing.ts). Any process may run it: the upload
   * is read from the bucket with S3 media, from the shared DATA_DIR folder without.
   */
  'listing-video-process': { listingId: number; uploadId: string };
  /**
   * After a HEIC listing photo is uploaded: converts the original (kept under `private/`) to
   * the WebP sizes, checks it against the listing's photos and marks the row ready or failed
   * (listings/photo-processing.ts). Any process may run it: the original is in the media store.
   */
  'listing-photo-process': { listingId: number; photoId: number };
  /** The same for a HEIC floor plan photo (its row in floor_plan_photos; no duplicate rule). */
  'floor-plan-photo-process': { listingId: number; photoId: number };
  /**
   * Daily: removes video uploads left unfinished for a day and listing files whose rows are
   * gone (listings/media-cleanup.ts).
   */
  'listing-media-cleanup': Record<string, never>;
  /** Daily: removes developer, project and layout files no row names (database/media-cleanup.ts). */
  'database-media-cleanup': Record<string, never>;
  /**
   * A notice mail (an enquiry, a presentation opened or answered) the mail server refused or
   * could not take when it was first sent (messaging/deliver.ts): sent again until it goes.
   */
  'mail-retry': { to: string; subject: string; text: string };
  /**
   * 10 minutes after a client's first answer on a presentation: mails the owner every answer
   * that device gave there since, in one mail (presentations/feedback-mail.ts).
   */
  'presentation-feedback-mail': { presentationId: number; deviceHash: string };
  /**
   * Applies a listing import's next rows (listing-feeds/runs.ts), each in its own transaction,
   * then queues itself for the rest: a run stopped midway goes on from the first row not done.
   */
  'listing-import-apply': { runId: number };
  /** Hourly: pulls the feed URLs whose schedule is due, dry run then apply (listing-feeds). */
  'listing-import-schedules': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** How one job name is retried and bounded (pg-boss queue options). */
export interface JobDefinition {
  /** Runs after the first failure; 0 = never retried. */
  retryLimit: number;
  /** Seconds before a retry (doubled at each further one with `retryBackoff`). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A run longer than this is failed (and retried): a hung handler cannot hold a job forever. */
  expireInSeconds: number;
  /**
   * pg-boss's queue policy. `short`: at most one waiting (`created`) job per `singletonKey`, held
   * by a unique index, so a send whose key is already waiting is dropped (answers null); a job
   * running or waiting for a retry does not count. Absent: `standard`, where a key enforces
   * nothing.
   */
  policy?: 'short';
}

/** A HEIC photo's conversion (album or floor plan photo). */
const HEIC_PHOTO_JOB: JobDefinition = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // A 12-megapixel HEIC decodes in a few seconds in libheif's wasm; minutes mean it hung.
  expireInSeconds: 5 * 60,
  // A photo is queued once however often its upload or the clean-up asks.
  policy: 'short',
};

export const JOB_DEFINITIONS: { readonly [N in JobName]: JobDefinition } = {
  'listing-freshness': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
  'pglite-backup': {
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: false,
    expireInSeconds: 30 * 60,
  },
  // A retry mails only what the failed run did not: each listing is logged as mailed per search.
  'saved-search-daily': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
  'saved-search-instant': {
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  },
  // A retry mails only what the failed run did not: each drop is logged as mailed per user.
  'favourite-price-drops': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
  // A refused file is final at once (no retry); retries are for the store or the database
  // failing, and the last one marks the video failed so the owner is never left waiting.
  'listing-video-process': {
    retryLimit: 3,
    retryDelaySeconds: 15,
    retryBackoff: true,
    // Copying a 1 GB file to the media store is the slow part.
    expireInSeconds: 20 * 60,
    // An upload is queued once, however many processes hear of its last byte.
    policy: 'short',
  },
  // Same shape as the video's: an unreadable file is final at once; the store or the database
  // failing is retried, and the last try marks the photo failed.
  'listing-photo-process': HEIC_PHOTO_JOB,
  'floor-plan-photo-process': HEIC_PHOTO_JOB,
  'listing-media-cleanup': {
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  },
  'database-media-cleanup': {
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  },
  // 1, 2, 4… 64 minutes apart: a mail server down for two hours still gets the mail.
  'mail-retry': {
    retryLimit: 7,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
  },
  // Retries are for the database failing before the answers are claimed; once claimed, the
  // mail itself is retried by mail-retry (deliverMail), so no answer is mailed twice.
  'presentation-feedback-mail': {
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
    // One waiting mail per client: the answers given meanwhile go in it.
    policy: 'short',
  },
  // A row is done or untouched, so a retry goes on from the first row not done.
  'listing-import-apply': {
    retryLimit: 5,
    retryDelaySeconds: 15,
    retryBackoff: true,
    // 25 rows, each fetching up to 50 photos of 20 s at most: far less in practice.
    expireInSeconds: 30 * 60,
    policy: 'short',
  },
  'listing-import-schedules': {
    retryLimit: 1,
    retryDelaySeconds: 300,
    retryBackoff: false,
    expireInSeconds: 30 * 60,
  },
};

export interface JobQueueTuning {
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds: number;
  /** How often a process checks whether a schedule is due (one process does per slot). */
  cronMonitorIntervalSeconds: number;
  /** On stop, how long running jobs may finish before they are failed (and retried later). */
  shutdownTimeoutMs: number;
}

export const DEFAULT_JOB_QUEUE_TUNING: JobQueueTuning = {
  pollingIntervalSeconds: 2,
  cronMonitorIntervalSeconds: 30,
  shutdownTimeoutMs: 20_000,
};
