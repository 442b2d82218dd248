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
  private cached: { key: string; sheet: Stylesheet } | null = null;

  constructor(private readonly dirs: readonly string[]) {}

  private files(): string[] {
    return this.dirs.flatMap((dir) => {
      try {
        return fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.css'))
          .sort()
          .map((f) => path.join(dir, f));
      } catch {
        return [];
      }
    });
  }

  get(): Stylesheet | null {
    const files = this.files();
    if (files.length === 0) return null;
    const key = files.join('\n');
    if (this.cached?.key === key) return this.cached.sheet;
    const css = files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 16);
    this.cached = { key, sheet: { name: `${hash}.css`, css } };
    return this.cached.sheet;
  }
}
