// A child process for lock.test.ts: takes the data-folder lock of argv[2], says "locked" on
// stdout, and holds it until killed, as a running server would.
import { lockDataDir } from '../db/lock';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-data-dir-lock <data dir>');
lockDataDir(dir)
  .then(() => {
    process.stdout.write('locked\n');
    setInterval(() => undefined, 60_000);
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
