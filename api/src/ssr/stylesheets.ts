import fs from 'node:fs';

/** One app's built CSS: where the browser build serves it from, and its folder on disk. */
export interface CssSource {
  dir: string;
  /** URL prefix of the folder, e.g. "/" for the shell, "/remotes/mfe-catalog/". */
  prefix: string;
}

/**
 * The <link>s of a server-rendered page: every CSS file of the shell's and the area's browser
 * builds, the very files the app's chunks load. `data-href` is the chunk's file name, which
 * is what mini-css-extract-plugin's loader looks for before adding a <link> of its own: the
 * app finds its CSS already in the page and downloads nothing twice. Refreshed when a build
 * changes a folder (hashed names come and go).
 */
export class Stylesheets {
  private cached: { key: string; links: string } | null = null;

  constructor(private readonly sources: readonly CssSource[]) {}

  private async version(): Promise<string> {
    const times = await Promise.all(
      this.sources.map(({ dir }) =>
        fs.promises.stat(dir).then(
          (s) => String(s.mtimeMs),
          () => 'missing',
        ),
      ),
    );
    return times.join('|');
  }

  private async files(source: CssSource): Promise<string[]> {
    try {
      return (await fs.promises.readdir(source.dir)).filter((f) => f.endsWith('.css')).sort();
    } catch {
      return [];
    }
  }

  /** The links, in the order the app loads them (shell first); empty when nothing is built. */
  async links(): Promise<string> {
    const key = await this.version();
    if (this.cached?.key === key) return this.cached.links;
    const lists = await Promise.all(this.sources.map((source) => this.files(source)));
    const links = this.sources
      .flatMap((source, i) =>
        (lists[i] ?? []).map(
          (file) => `<link rel="stylesheet" href="${source.prefix}${file}" data-href="${file}">`,
        ),
      )
      .join('');
    this.cached = { key, links };
    return links;
  }
}
