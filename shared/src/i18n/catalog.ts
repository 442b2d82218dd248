import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales';
import { registeredEnglish } from './english';

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
 * One package's messages in every language. English travels with the code that shows it: in a
 * build each module registers the English of the ids it uses (shared/build/english-loader.cjs)
 * and `en.po` compiles to nothing, so a page ships only its own English; under Jest the whole
 * English catalog is here. Every other language is a chunk of its own, fetched only by a
 * visitor who reads it, before the package renders in that language. Each remote and the shell
 * own one catalog, so an area deployed alone ships its own words.
 */
export class MessageCatalog {
  private readonly ready = new Map<Locale, I18n>();
  private readonly loading = new Map<Locale, Promise<void>>();
  private readonly english: Messages;
  private readonly registered: Messages;

  /** `name` is the package's folder name (`mfe-catalog`): the English registry's key. */
  constructor(
    name: string,
    english: CompiledCatalog,
    private readonly loaders: CatalogLoaders,
  ) {
    this.english = english.messages;
    this.registered = registeredEnglish(name);
    this.ready.set(DEFAULT_LOCALE, MessageCatalog.instance(DEFAULT_LOCALE, {}));
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
    // English is the fallback of a message a translation lacks, too.
    const message = this.registered[id] ?? this.english[id];
    // Always there: the constructor put English in.
    // Lingui types `message` as source text; its runtime takes the compiled form alike (`_`
    // compiles only strings), which is what the catalogs and the registry hold.
    return i18n ? i18n._(id, values, { message: message as string | undefined }) : id;
  }
}
