import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Stylesheet {
  /** `<hash>.css`: the name changes with the content, so it can be cached for a year. */
  name: string;
  css: string;
}

/**
 * One stylesheet for server-rendered first screens: the shell's and the area's built CSS,
 * joined. The browser build loads the same rules in pieces as its chunks arrive; the first
 * screen needs them all before its first paint, and one request is cheaper than a dozen.
 * Rebuilt when a CSS file of either build changes (new names mean new hashes).
 */
export class FirstScreenStyles {
  private cached: { key: string; sheet: Stylesheet | null } | null = null;

  constructor(private readonly dirs: readonly string[]) {}

  /**
   * The folders' modification times: a build adds and removes (hashed) files, which changes
   * them, so two stats per call stand in for listing and reading every file.
   */
  private async version(): Promise<string> {
    const times = await Promise.all(
      this.dirs.map((dir) =>
        fs.promises.stat(dir).then(
          (s) => String(s.mtimeMs),
          () => 'missing',
        ),
      ),
    );
    return times.join('|');
  }

  private async files(): Promise<string[]> {
    const lists = await Promise.all(
      this.dirs.map(async (dir) => {
        try {
          return (await fs.promises.readdir(dir))
            .filter((f) => f.endsWith('.css'))
            .sort()
            .map((f) => path.join(dir, f));
        } catch {
          return [];
        }
      }),
    );
    return lists.flat();
  }

  async get(): Promise<Stylesheet | null> {
    const key = await this.version();
    if (this.cached?.key === key) return this.cached.sheet;
    const files = await this.files();
    if (files.length === 0) {
      this.cached = { key, sheet: null };
      return null;
    }
    const css = (await Promise.all(files.map((f) => fs.promises.readFile(f, 'utf8')))).join('\n');
    const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 16);
    this.cached = { key, sheet: { name: `${hash}.css`, css } };
    return this.cached.sheet;
  }
}
