/*
 * The import bench's reader traffic, run as a child process (import-bench.ts) so that the
 * load generator's work shares an event loop neither with the server under test (a process of
 * its own) nor with the bench's photo server and progress polling. Reads one ReadLoadSpec as
 * JSON on its first stdin line, writes `{"started":true}`, runs autocannon over the rotating
 * paths until `seconds` have passed or a line `stop` arrives on stdin, then writes one
 * ReadLoadResult as JSON (its last line). Every response time is kept (autocannon's summary has
 * no p95 nor the time of the slowest requests).
 */
import autocannon from 'autocannon';

export interface ReadLoadSpec {
  url: string;
  connections: number;
  paths: string[];
  /** Seconds; 0 = until `stop`. */
  seconds: number;
}

export interface ReadLoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  seconds: number;
  /** The slowest requests: ms since the load started, and how long each took. */
  slowest: { atMs: number; ms: number }[];
  /** Requests and the worst response time per second of the run. */
  perSecond: { n: number; maxMs: number }[];
}

interface Instance {
  on(
    event: 'response',
    fn: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
  stop(): void;
}

function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const lines: string[] = [];
  let wake: (() => void) | null = null;
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    buffered += chunk;
    let nl = buffered.indexOf('\n');
    while (nl >= 0) {
      lines.push(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
      nl = buffered.indexOf('\n');
    }
    wake?.();
  });
  const nextLine = async (): Promise<string> => {
    while (lines.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return lines.shift() as string;
  };

  const spec = JSON.parse(await nextLine()) as ReadLoadSpec;
  const times: number[] = [];
  const stamps: number[] = [];
  let non2xx = 0;
  let next = 0;
  const started = Date.now();
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        // autocannon needs a duration: a day, and `stop` (or the timer below) ends it.
        duration: spec.seconds > 0 ? spec.seconds : 86_400,
        requests: [
          {
            setupRequest: (req: autocannon.Request): autocannon.Request => ({
              ...req,
              path: spec.paths[next++ % spec.paths.length],
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ) as Instance;
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      stamps.push(Date.now() - started);
      if (status < 200 || status >= 300) non2xx++;
    });
    void nextLine().then((line) => {
      if (line.trim() === 'stop') instance.stop();
    });
  });
  process.stdout.write('{"started":true}\n');
  const r = await done;
  const seconds = (Date.now() - started) / 1000;
  const sorted = Float64Array.from(times).sort();
  const perSecond: { n: number; maxMs: number }[] = [];
  times.forEach((ms, i) => {
    const s = Math.floor((stamps[i] ?? 0) / 1000);
    while (perSecond.length <= s) perSecond.push({ n: 0, maxMs: 0 });
    const slot = perSecond[s] as { n: number; maxMs: number };
    slot.n++;
    slot.maxMs = Math.max(slot.maxMs, ms);
  });
  const slowest = times
    .map((ms, i) => ({ atMs: stamps[i] ?? 0, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  const result: ReadLoadResult = {
    requests: times.length,
    rps: times.length / seconds,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] ?? NaN) : NaN,
    errors: r.errors,
    non2xx,
    seconds,
    slowest,
    perSecond,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
