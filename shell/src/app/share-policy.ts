// What a remote gets of a shared module it was built against another version of
// (docs/shared-modules.md). Pure rules over what the federation runtime hands its resolveShare
// hook; remote-loader.ts registers them with the runtime. Decided by what the *shell* declared,
// not the remote, so a remote built before the rules (every module a singleton) is held to them.

/** One registered version of a shared module, as the federation runtime keeps it. */
export interface RegisteredShare {
  from: string;
  version: string;
  shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
}

/** What the runtime's `resolveShare` hook is given (the parts the rules read). */
export interface ResolveShareArgs<S extends RegisteredShare = RegisteredShare> {
  shareScopeMap: Record<string, Record<string, Record<string, S>>>;
  scope: string;
  pkgName: string;
  /** The version the runtime picked: with 'loaded-first', the one already in use. */
  version: string;
  /** The consumer's declaration: `from` is its container name, `shareConfig` its requirement. */
  shareInfo: RegisteredShare;
  resolver: () => { shared: S; useTreesShaking: boolean } | undefined;
}

export interface SharedModuleMismatchDetails {
  /** The consuming remote's container name (`mfe_account`). */
  remote: string;
  module: string;
  required: string;
  provided: string;
}

/**
 * A remote requires a version of a stateful module the page's one instance does not satisfy:
 * mounting it would hand it a store, router or client it was not built for.
 */
export class SharedModuleMismatch extends Error implements SharedModuleMismatchDetails {
  readonly remote: string;
  readonly module: string;
  readonly required: string;
  readonly provided: string;

  constructor(details: SharedModuleMismatchDetails) {
    super(
      `${details.remote} requires ${details.module} ${details.required}, but the page has ` +
        `${details.provided}: not mounted`,
    );
    this.name = 'SharedModuleMismatch';
    this.remote = details.remote;
    this.module = details.module;
    this.required = details.required;
    this.provided = details.provided;
  }
}

/** The mismatch behind a failed load, if that is what it was. */
export function sharedModuleMismatchIn(error: unknown): SharedModuleMismatch | null {
  if (error instanceof SharedModuleMismatch) return error;
  // The runtime may wrap what a module factory threw.
  if (error instanceof Error && error.cause !== undefined)
    return sharedModuleMismatchIn(error.cause);
  return null;
}

/** A registered version as the runtime keeps it in the share scope: loaded, or not yet. */
interface ScopedShare {
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
}

/**
 * The version of a singleton a consumer gets with 'loaded-first': the highest of those loaded
 * (or loading), else the highest registered (the runtime's findSingletonVersionOrderByLoaded).
 */
export function pickedVersion(
  versions: Readonly<Record<string, ScopedShare>>,
  satisfy: (version: string, range: string) => boolean,
): string | undefined {
  const inUse = (share: ScopedShare) =>
    Boolean(share.loaded) || typeof share.lib === 'function' || Boolean(share.loading);
  const all = Object.keys(versions);
  const candidates = all.some((version) => inUse(versions[version] ?? {}))
    ? all.filter((version) => inUse(versions[version] ?? {}))
    : all;
  return candidates.reduce<string | undefined>(
    (best, version) => (best === undefined || satisfy(version, `>${best}`) ? version : best),
    undefined,
  );
}

export interface RemoteShares {
  /** The remote's container name. */
  name: string;
  /** What the remote declared it shares (its federation instance's `options.shared`). */
  declared: Readonly<Record<string, readonly RegisteredShare[]>>;
  /** The share scope the remote consumes from (the shell's): module -> version -> share. */
  scope: Readonly<Record<string, Readonly<Record<string, ScopedShare>>>> | undefined;
}

/**
 * The first stateful module the page cannot give a remote in a version it requires, checked
 * when its area is loaded and before any page of it renders: the area module itself may not
 * import the stores, and a page that meets the refusal half-way through its imports would fail
 * in its own confusing way.
 */
export function stateMismatchOf(
  remote: RemoteShares,
  options: Pick<SharePolicyOptions, 'hostDeclares' | 'satisfy'>,
): SharedModuleMismatch | null {
  for (const [pkgName, shares] of Object.entries(remote.declared)) {
    const own = shares.find((share) => share.from === remote.name) ?? shares[0];
    const required = own?.shareConfig?.requiredVersion;
    if (!own || typeof required !== 'string' || required === '*' || required === '') continue;
    const declared = options.hostDeclares(pkgName);
    const stateful = declared ? declared.singleton : own.shareConfig?.singleton === true;
    const versions = remote.scope?.[pkgName];
    if (!stateful || !versions) continue;
    const picked = pickedVersion(versions, options.satisfy);
    if (picked && !options.satisfy(picked, required)) {
      return new SharedModuleMismatch({
        remote: remote.name,
        module: pkgName,
        required,
        provided: picked,
      });
    }
  }
  return null;
}

/** Containers refused on this page (any module), whichever check found it. */
const refused = new Set<string>();

/**
 * Whether a remote (its container name) was refused a stateful module on this page. A page
 * chunk refused half-way through its imports fails later with an error of its own (webpack
 * keeps the half-evaluated module), which this tells apart from a page that is broken.
 */
export function wasRefused(container: string): boolean {
  return refused.has(container);
}

export interface SharePolicyOptions {
  /** The shell's container name: its own consumption is left to the runtime. */
  hostName: string;
  /** How the shell declared a module: a singleton is stateful. Undefined: it provides none. */
  hostDeclares: (pkgName: string) => { singleton: boolean } | undefined;
  /** The runtime's semver check, so the rules read ranges exactly as the runtime does. */
  satisfy: (version: string, range: string) => boolean;
  /** Told once per remote and module, when a stateful mismatch is found. */
  onMismatch: (mismatch: SharedModuleMismatch) => void;
}

/**
 * The federation runtime plugin of the rules. `resolveShare` runs in the instance of whoever
 * consumes the module: each remote has its own instance (created when its entry initialises),
 * so the plugin must be registered globally before any remote loads.
 */
export function sharePolicy(options: SharePolicyOptions) {
  const { hostName, hostDeclares, satisfy } = options;
  const told = new Set<string>();
  /** Tells of a mismatch once per remote and module (Retry meets it again). */
  const onMismatch = (mismatch: SharedModuleMismatch) => {
    const key = `${mismatch.remote} ${mismatch.module}`;
    refused.add(mismatch.remote);
    if (told.has(key)) return;
    told.add(key);
    options.onMismatch(mismatch);
  };
  return {
    name: 'phuket-share-policy',
    /** The area-load check (stateMismatchOf), told like the plugin's own findings. */
    checkRemote(remote: RemoteShares): SharedModuleMismatch | null {
      const mismatch = stateMismatchOf(remote, { hostDeclares, satisfy });
      if (mismatch) onMismatch(mismatch);
      return mismatch;
    },
    resolveShare<A extends ResolveShareArgs>(args: A): A {
      const { pkgName, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      const declared = hostDeclares(pkgName);
      // The shell provides only the modules it imports itself. Another one (the maps) is
      // provided by whichever remote loads it first, and the remote's own declaration says
      // what it is: a singleton is stateful there too.
      const stateful = declared ? declared.singleton : shareInfo.shareConfig?.singleton === true;
      // The shell's own consumption, a stateless module only remotes provide (the runtime
      // already picks a version that satisfies), or a remote that accepts any version: the
      // runtime's choice stands.
      if (shareInfo.from === hostName || (!declared && !stateful)) return args;
      if (typeof required !== 'string' || required === '*' || required === '') return args;
      const picked = args.version;
      if (picked && satisfy(picked, required)) return args;
      if (stateful) {
        const mismatch = new SharedModuleMismatch({
          remote: shareInfo.from,
          module: pkgName,
          required,
          provided: picked || 'none',
        });
        onMismatch(mismatch);
        return {
          ...args,
          resolver: () => {
            throw mismatch;
          },
        };
      }
      // Stateless: any registered version that satisfies it, normally the remote's own. None:
      // the runtime loads the remote's own fallback.
      return {
        ...args,
        resolver: () => {
          const versions = args.shareScopeMap[args.scope]?.[pkgName] ?? {};
          const own = versions[shareInfo.version];
          const fitting =
            own && satisfy(shareInfo.version, required)
              ? own
              : Object.entries(versions).find(([version]) => satisfy(version, required))?.[1];
          return fitting ? { shared: fitting, useTreesShaking: false } : undefined;
        },
      };
    },
  };
}
