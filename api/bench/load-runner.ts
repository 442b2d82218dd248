/*
 * The benches' load generator, run as a child process of the bench (bench-kit `run`) so that
 * autocannon's request building and response parsing do not share an event loop with the
 * server under test: in one process every millisecond autocannon spends is a millisecond the
 * server cannot answer, and the figures would describe both. Reads one LoadSpec as JSON on
 * stdin, writes `{"started":true}` on stdout as the load begins, runs autocannon, then writes
 * one LoadResult as JSON on stdout (its last line).
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers: Record<string, string>;
  /** When set, request i asks for paths[i % length] (one sequence shared by all connections). */
  paths?: string[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered in the whole run. */
  requests: number;
  /** CPU this load generator used over the run, in % of one core. */
  cpuPercent: number;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function runAutocannon(spec: LoadSpec): Promise<autocannon.Result> {
  const paths = spec.paths;
  let next = 0;
  const requests =
    paths && paths.length > 0
      ? [
          {
            setupRequest: (req: autocannon.Request): autocannon.Request => ({
              ...req,
              path: paths[next++ % paths.length],
            }),
          },
        ]
      : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.duration,
        headers: spec.headers,
        ...(requests ? { requests } : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function main(): Promise<void> {
  const spec = JSON.parse(await readStdin()) as LoadSpec;
  process.stdout.write('{"started":true}\n');
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const r = await runAutocannon(spec);
  const cpu = process.cpuUsage(cpuBefore);
  const wallUs = Number(process.hrtime.bigint() - started) / 1000;
  const result: LoadResult = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    requests: r.requests.total,
    cpuPercent: ((cpu.user + cpu.system) / wallUs) * 100,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
