import fs from 'node:fs';
import path from 'node:path';

/** A standalone page's browser bundle, as its build names it (dist/<folder>/entry.json). */
export interface StandaloneFiles {
  /** Absolute URLs of the scripts and stylesheets, in order. */
  js: string[];
  css: string[];
  /** Scripts the entry imports at once: preloaded, so they download beside it. */
  preload: string[];
}

function names(value: unknown, key: string): string[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const list = (value as Record<string, unknown>)[key];
  if (!Array.isArray(list) || !list.every((f): f is string => typeof f === 'string')) return null;
  // Names written by our own build; anything else (a path, a quote) is not one of them.
  return list.every((f) => /^[\w.-]+$/.test(f)) ? list : null;
}

/**
 * The files of each standalone bundle of one area, read from its entry.json and kept until the
 * file changes (a rebuild renames them). Null while the bundle is not built: the page is then
 * rendered inside the shell as before.
 */
export class StandaloneBundles {
  private readonly cached = new Map<string, { mtimeMs: number; files: StandaloneFiles }>();

  constructor(
    private readonly dist: string,
    /** Where dist/ is served, e.g. "/remotes/mfe-presentations/". */
    private readonly prefix: string,
  ) {}

  async files(folder: string): Promise<StandaloneFiles | null> {
    if (!/^[\w-]+$/.test(folder)) return null;
    const file = path.join(this.dist, folder, 'entry.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.promises.stat(file)).mtimeMs;
    } catch {
      return null;
    }
    const hit = this.cached.get(folder);
    if (hit?.mtimeMs === mtimeMs) return hit.files;
    const parsed: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    const js = names(parsed, 'js');
    const css = names(parsed, 'css');
    const preload = names(parsed, 'preload') ?? [];
    if (!js || !css || js.length === 0) return null;
    const url = (name: string) => `${this.prefix}${folder}/${name}`;
    const files = { js: js.map(url), css: css.map(url), preload: preload.map(url) };
    this.cached.set(folder, { mtimeMs, files });
    return files;
  }
}
