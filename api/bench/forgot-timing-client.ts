/*
 * The forgot-password timing bench's client, run as a child process of the bench: the server
 * answers, then does the account's work after the answer (PGlite runs it on the server's own
 * thread). A client in the server's process could only read the answer once that work let go
 * of the event loop, and would time work that a client elsewhere, as an attacker is, never
 * waits for. Reads one TimingSpec as JSON on stdin, writes one TimingResult as JSON on stdout.
 */

export interface TimingSpec {
  /** http://host:port of the server. */
  origin: string;
  known: string;
  /** Unknown emails are `${unknownPrefix}-<n>@example.com`, a new one each request. */
  unknownPrefix: string;
  tries: number;
  warmup: number;
  /** Pause before each request, so each one starts on a server that finished the last one. */
  gapMs: number;
}

export interface TimingResult {
  knownMs: number[];
  unknownMs: number[];
  /** GET /api/health sent the moment a forgot-password answer arrived, by that email's kind. */
  afterKnownMs: number[];
  afterUnknownMs: number[];
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  const spec = JSON.parse(await readStdin()) as TimingSpec;
  let unknownCount = 0;
  let firstAnswer: string | null = null;

  const since = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
  /** Milliseconds from sending the request to the end of the answer. */
  const timeOne = async (email: string, pause = true): Promise<number> => {
    if (pause) await new Promise((resolve) => setTimeout(resolve, spec.gapMs));
    const started = process.hrtime.bigint();
    const res = await fetch(`${spec.origin}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const text = await res.text();
    const ms = since(started);
    // Timing a 429 or an error would measure the wrong thing; and the answers must not differ.
    firstAnswer ??= text;
    if (res.status !== 200 || text !== firstAnswer) {
      throw new Error(`forgot-password for ${email} answered ${res.status} ${text}`);
    }
    return ms;
  };
  const unknown = () => `${spec.unknownPrefix}-${++unknownCount}@example.com`;

  const result: TimingResult = { knownMs: [], unknownMs: [], afterKnownMs: [], afterUnknownMs: [] };
  for (let i = 0; i < spec.warmup + spec.tries; i++) {
    // Interleaved, and which kind goes first alternates, so drift in the machine's load
    // (other processes, GC, the database's caches) falls on both kinds alike.
    const knownFirst = i % 2 === 0;
    const a = await timeOne(knownFirst ? spec.known : unknown());
    const b = await timeOne(knownFirst ? unknown() : spec.known);
    if (i < spec.warmup) continue;
    result.knownMs.push(knownFirst ? a : b);
    result.unknownMs.push(knownFirst ? b : a);
  }
  // The work the route leaves for after its answer still runs somewhere: on PGlite, on the
  // server's one thread, so a request sent right behind the answer can wait for it.
  for (let i = 0; i < 2 * (spec.warmup + spec.tries); i++) {
    const known = i % 2 === 0;
    await timeOne(known ? spec.known : unknown());
    const started = process.hrtime.bigint();
    await (await fetch(`${spec.origin}/api/health`)).text();
    const ms = since(started);
    if (i < 2 * spec.warmup) continue;
    (known ? result.afterKnownMs : result.afterUnknownMs).push(ms);
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
