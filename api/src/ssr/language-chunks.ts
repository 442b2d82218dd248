import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '@phuket/shared/contract';

/** One app's browser build: its folder on disk, the URL prefix it is served under. */
export interface ChunkSource {
  dir: string;
  prefix: string;
  /** The named chunk groups of its catalogs this page needs: `messages`, `shared-messages`. */
  groups: readonly string[];
}

/**
 * `<link rel="preload">`s for the message chunks of a page's language: without them the
 * browser learns of a Russian catalog only once the area's code has run, one more round trip
 * before the page can hydrate. Read from each build's `chunk-groups.json` (ChunkGroupsPlugin),
 * refreshed when a build changes its folder. English needs none: its words are in the code.
 */
export class LanguageChunks {
  private cached: { key: string; groups: Record<string, unknown>[] } | null = null;

  constructor(private readonly sources: readonly ChunkSource[]) {}

  private async version(): Promise<string> {
    const times = await Promise.all(
      this.sources.map(({ dir }) =>
        fs.promises.stat(path.join(dir, 'chunk-groups.json')).then(
          (s) => String(s.mtimeMs),
          () => 'missing',
        ),
      ),
    );
    return times.join('|');
  }

  private async groupsOf(dir: string): Promise<Record<string, unknown>> {
    try {
      const parsed: unknown = JSON.parse(
        await fs.promises.readFile(path.join(dir, 'chunk-groups.json'), 'utf8'),
      );
      return parsed !== null && typeof parsed === 'object'
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }

  /** The preload links for `locale`, shell first; '' for English or nothing built. */
  async links(locale: Locale): Promise<string> {
    if (locale === DEFAULT_LOCALE) return '';
    const key = await this.version();
    if (this.cached?.key !== key) {
      const groups = await Promise.all(this.sources.map((source) => this.groupsOf(source.dir)));
      this.cached = { key, groups };
    }
    const { groups } = this.cached;
    return this.sources
      .flatMap((source, i) =>
        source.groups.flatMap((group) => {
          const files = groups[i]?.[`${group}-${locale}`];
          return Array.isArray(files)
            ? files
                .filter((file): file is string => typeof file === 'string')
                .map((file) => `<link rel="preload" as="script" href="${source.prefix}${file}">`)
            : [];
        }),
      )
      .join('');
  }
}
