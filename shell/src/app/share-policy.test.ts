import {
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
} from '@module-federation/enhanced/runtime';
import { SharedModuleMismatch, sharePolicy, sharedModuleMismatchIn } from './share-policy';

// The rules inside the real federation runtime (the one the shell ships), wired as in the
// browser: the shell's instance provides its modules, the rules are registered globally, and
// each remote consumes through an instance of its own that shares the shell's share scope.

interface ShareConfig {
  singleton: boolean;
  requiredVersion: string | false;
  strictVersion?: boolean;
}
type Shares = Record<
  string,
  { version: string; get: () => Promise<() => unknown>; shareConfig: ShareConfig }
>;

/** A module's factory that says whose copy it is. */
const copy = (owner: string, version: string) => () => Promise.resolve(() => ({ owner, version }));

const host = new ModuleFederation({
  name: 'shell',
  remotes: [],
  shareStrategy: 'loaded-first',
  shared: {
    // As create-webpack-config.cjs declares them for the host: stateful ones are singletons
    // without a range, stateless ones are not singletons.
    '@phuket/shared/stores': {
      version: '2.0.0',
      get: copy('shell', '2.0.0'),
      shareConfig: { singleton: true, requiredVersion: false },
    },
    '@phuket/shared/format': {
      version: '2.0.0',
      get: copy('shell', '2.0.0'),
      shareConfig: { singleton: false, requiredVersion: '^2.0.0' },
    },
  },
});

const mismatches: SharedModuleMismatch[] = [];
const policy = sharePolicy({
  hostName: 'shell',
  hostDeclares: (pkgName) => {
    const declared = host.options.shared[pkgName]?.find((share) => share.from === 'shell');
    return declared ? { singleton: Boolean(declared.shareConfig?.singleton) } : undefined;
  },
  satisfy,
  onMismatch: (mismatch) => mismatches.push(mismatch),
});
registerGlobalPlugins([policy]);

/** The area-load check, as remote-loader.ts runs it once a remote's `./area` has arrived. */
const checkArea = (instance: ModuleFederation) =>
  policy.checkRemote({
    name: instance.options.name,
    declared: instance.options.shared,
    scope: instance.shareScopeMap.default,
  });

/** A remote's instance on the shell's share scope, its own copies registered as at its init. */
function remote(name: string, shared: Shares): ModuleFederation {
  const instance = new ModuleFederation({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared,
  });
  instance.initShareScopeMap('default', host.shareScopeMap.default ?? {});
  // Registering is synchronous; the promises are of remotes to initialise, and there are none.
  void Promise.all(
    instance.initializeSharing('default', { strategy: 'loaded-first', from: 'build' }),
  );
  return instance;
}

/** What the remote's bundle asks for a module (the consume options webpack writes). */
async function consume(instance: ModuleFederation, pkgName: string, shareConfig: ShareConfig) {
  const factory = await instance.loadShare<{ owner: string; version: string }>(pkgName, {
    customShareInfo: { shareConfig },
  });
  if (!factory) throw new Error(`no ${pkgName}`);
  return factory();
}

beforeAll(async () => {
  // The shell has started: its stores and formatting are loaded (loaded-first picks them).
  await host.loadShare('@phuket/shared/stores');
  await host.loadShare('@phuket/shared/format');
});

beforeEach(() => {
  mismatches.length = 0;
});

describe('a remote built against the shell’s versions', () => {
  it('gets the shell’s copy of stateful and stateless modules', async () => {
    const current = remote('mfe_catalog', {
      '@phuket/shared/stores': {
        version: '2.1.0',
        get: copy('mfe_catalog', '2.1.0'),
        shareConfig: { singleton: true, requiredVersion: '^2.0.0', strictVersion: true },
      },
      '@phuket/shared/format': {
        version: '2.1.0',
        get: copy('mfe_catalog', '2.1.0'),
        shareConfig: { singleton: false, requiredVersion: '^2.0.0' },
      },
    });
    await expect(
      consume(current, '@phuket/shared/stores', {
        singleton: true,
        requiredVersion: '^2.0.0',
        strictVersion: true,
      }),
    ).resolves.toEqual({ owner: 'shell', version: '2.0.0' });
    await expect(
      consume(current, '@phuket/shared/format', { singleton: false, requiredVersion: '^2.0.0' }),
    ).resolves.toEqual({ owner: 'shell', version: '2.0.0' });
    expect(checkArea(current)).toBeNull();
    expect(mismatches).toEqual([]);
  });

  it('passes the area check when only a stateless module is of another major', () => {
    const partly = remote('mfe_database', {
      '@phuket/shared/stores': {
        version: '2.0.0',
        get: copy('mfe_database', '2.0.0'),
        shareConfig: { singleton: true, requiredVersion: '^2.0.0', strictVersion: true },
      },
      '@phuket/shared/format': {
        version: '1.0.0',
        get: copy('mfe_database', '1.0.0'),
        shareConfig: { singleton: false, requiredVersion: '^1.0.0' },
      },
    });
    expect(checkArea(partly)).toBeNull();
  });
});

describe('a remote built against an older major', () => {
  const old = (name = 'mfe_account') =>
    remote(name, {
      '@phuket/shared/stores': {
        version: '1.4.0',
        get: copy('mfe_account', '1.4.0'),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0', strictVersion: true },
      },
      '@phuket/shared/format': {
        version: '1.4.0',
        get: copy('mfe_account', '1.4.0'),
        shareConfig: { singleton: false, requiredVersion: '^1.0.0' },
      },
    });

  it('is refused when its area loads, before any of its modules is consumed', () => {
    const instance = old('mfe_account_at_load');
    expect(checkArea(instance)).toMatchObject({
      remote: 'mfe_account_at_load',
      module: '@phuket/shared/stores',
      required: '^1.0.0',
      provided: '2.0.0',
    });
    expect(mismatches).toHaveLength(1);
  });

  it('falls back to its own copy of a stateless module', async () => {
    await expect(
      consume(old(), '@phuket/shared/format', { singleton: false, requiredVersion: '^1.0.0' }),
    ).resolves.toEqual({ owner: 'mfe_account', version: '1.4.0' });
    expect(mismatches).toEqual([]);
  });

  it('is refused a stateful module, with a typed error naming both versions, told once', async () => {
    const instance = old();
    const stores = { singleton: true, requiredVersion: '^1.0.0', strictVersion: true };
    const refused = await consume(instance, '@phuket/shared/stores', stores).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SharedModuleMismatch);
    expect(sharedModuleMismatchIn(refused)).toMatchObject({
      remote: 'mfe_account',
      module: '@phuket/shared/stores',
      required: '^1.0.0',
      provided: '2.0.0',
    });
    // Retry meets the same refusal, but the mismatch is told (logged, reported) only once.
    await expect(consume(instance, '@phuket/shared/stores', stores)).rejects.toBeInstanceOf(
      SharedModuleMismatch,
    );
    expect(mismatches).toHaveLength(1);
  });
});

describe('a remote built before the rules (every module a singleton)', () => {
  it('still gets its own stateless copy and is still refused a stateful one', async () => {
    const legacy = remote('mfe_listings', {
      '@phuket/shared/stores': {
        version: '1.0.0',
        get: copy('mfe_listings', '1.0.0'),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
      '@phuket/shared/format': {
        version: '1.1.0',
        get: copy('mfe_listings', '1.1.0'),
        shareConfig: { singleton: true, requiredVersion: '^1.1.0' },
      },
    });
    await expect(
      consume(legacy, '@phuket/shared/format', { singleton: true, requiredVersion: '^1.1.0' }),
    ).resolves.toEqual({ owner: 'mfe_listings', version: '1.1.0' });
    await expect(
      consume(legacy, '@phuket/shared/stores', { singleton: true, requiredVersion: '^1.0.0' }),
    ).rejects.toMatchObject({ remote: 'mfe_listings', provided: '2.0.0', required: '^1.0.0' });
  });
});

describe('a stateful module the shell does not provide (only remotes import it)', () => {
  it('is the first remote’s; a remote it does not satisfy is refused', async () => {
    const maps = (version: string) => ({
      version,
      get: copy(`maps ${version}`, version),
      shareConfig: { singleton: true, requiredVersion: `^${version}`, strictVersion: true },
    });
    const first = remote('mfe_catalog', { '@phuket/shared/maps': maps('1.2.0') });
    const consumeMaps = (instance: ModuleFederation, range: string) =>
      consume(instance, '@phuket/shared/maps', {
        singleton: true,
        requiredVersion: range,
        strictVersion: true,
      });
    await expect(consumeMaps(first, '^1.2.0')).resolves.toEqual({
      owner: 'maps 1.2.0',
      version: '1.2.0',
    });
    const newer = remote('mfe_presentations', { '@phuket/shared/maps': maps('2.0.0') });
    await expect(consumeMaps(newer, '^2.0.0')).rejects.toMatchObject({
      remote: 'mfe_presentations',
      module: '@phuket/shared/maps',
      required: '^2.0.0',
      provided: '1.2.0',
    });
  });
});

describe('what the rules leave to the runtime', () => {
  it('a module the shell does not provide: the remote’s own', async () => {
    const alone = remote('mfe_database', {
      'chart-lib': {
        version: '3.0.0',
        get: copy('mfe_database', '3.0.0'),
        shareConfig: { singleton: true, requiredVersion: '^3.0.0' },
      },
    });
    await expect(
      consume(alone, 'chart-lib', { singleton: true, requiredVersion: '^3.0.0' }),
    ).resolves.toEqual({ owner: 'mfe_database', version: '3.0.0' });
  });
});

it('a plugin on the shell’s instance alone never sees a remote’s consumption', async () => {
  const seen: string[] = [];
  host.registerPlugins([
    {
      name: 'spy-on-shell-only',
      resolveShare: (args) => {
        seen.push(`resolveShare ${args.shareInfo.from}`);
        return args;
      },
      beforeLoadShare: async (args) => {
        seen.push(`beforeLoadShare ${args.origin.name}`);
        return args;
      },
    },
  ]);
  const later = remote('mfe_presentations', {
    '@phuket/shared/format': {
      version: '2.0.0',
      get: copy('mfe_presentations', '2.0.0'),
      shareConfig: { singleton: false, requiredVersion: '^2.0.0' },
    },
  });
  await consume(later, '@phuket/shared/format', { singleton: false, requiredVersion: '^2.0.0' });
  expect(seen).toEqual([]);
  await host.loadShare('@phuket/shared/format');
  expect(seen).toEqual(['beforeLoadShare shell', 'resolveShare shell']);
});
