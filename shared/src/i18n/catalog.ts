import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';

/** A compiled catalog as `*.po` imports give it (shared/build/po-loader.cjs). */
export interface CompiledCatalog {
  messages: Messages;
}

export type CatalogLoaders = Record<
  Exclude<Locale, typeof DEFAULT_LOCALE>,
  () => Promise<CompiledCatalog>
>;

/** ICU arguments: numbers for plurals, strings for names. */
export type MessageValues = Record<string, string | number>;

/**
 * One package's messages in every language. English is bundled with the package's code (it
 * is what most first loads need, and the fallback); every other language is a chunk of its own,
 * fetched only by a visitor who reads it, before the package renders in that language. Each
 * remote and the shell own one catalog, so an area deployed alone ships its own words.
 */
export class MessageCatalog {
  private readonly ready = new Map<Locale, I18n>();
  private readonly loading = new Map<Locale, Promise<void>>();

  constructor(
    english: CompiledCatalog,
    private readonly loaders: CatalogLoaders,
  ) {
    this.ready.set(DEFAULT_LOCALE, MessageCatalog.instance(DEFAULT_LOCALE, english.messages));
  }

  private static instance(locale: Locale, messages: Messages): I18n {
    return setupI18n({ locale, messages: { [locale]: messages } });
  }

  isReady(locale: Locale): boolean {
    return this.ready.has(locale);
  }

  /** Fetches `locale`'s messages once; later calls share the first request. */
  load(locale: Locale): Promise<void> {
    if (locale === DEFAULT_LOCALE || this.ready.has(locale)) return Promise.resolve();
    const pending = this.loading.get(locale);
    if (pending) return pending;
    const loaded = this.loaders[locale]()
      .then(({ messages }) => {
        this.ready.set(locale, MessageCatalog.instance(locale, messages));
      })
      .finally(() => this.loading.delete(locale));
    this.loading.set(locale, loaded);
    return loaded;
  }

  /**
   * The message `id` in `locale`, its ICU arguments filled in. A language not loaded yet (its
   * chunk failed) reads in English rather than in ids: the page stays usable.
   */
  format(locale: Locale, id: string, values?: MessageValues): string {
    const i18n = this.ready.get(locale) ?? this.ready.get(DEFAULT_LOCALE);
    // Always there: the constructor put English in.
    return i18n ? i18n._(id, values) : id;
  }
}
