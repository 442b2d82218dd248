/**
 * While something the owner uploaded is processing on the server (a HEIC converting, a video
 * being checked), a step asks for the draft again: soon at first, then less often (×1.5 from
 * 1 s, at most every 10 s), so a slow job costs a few requests, not one every second.
 */
export const PROCESSING_POLL_FIRST_MS = 1000;
export const PROCESSING_POLL_MAX_MS = 10_000;

export class ProcessingPoll {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delay = PROCESSING_POLL_FIRST_MS;

  constructor(private readonly ask: () => void) {}

  /** Asks once after the current delay, unless a request is already waiting. */
  schedule(): void {
    if (this.timer !== null) return;
    const delay = this.delay;
    this.delay = Math.min(Math.round(delay * 1.5), PROCESSING_POLL_MAX_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ask();
    }, delay);
  }

  /** Something new began processing: ask soon again, whatever the delay had grown to. */
  restart(): void {
    this.delay = PROCESSING_POLL_FIRST_MS;
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
