/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { shared } from './server-entry';

/**
 * Subpaths that are build tooling or test helpers, and `tus` (resumable uploads, which only the
 * listing wizard's client-rendered media step loads): nothing a server-rendered page imports.
 */
const NOT_AT_RUN_TIME = ['webpack', 'webpack-ssr', 'jest', 'testing', 'tus'];

function sharedSubpaths(): string[] {
  const file = path.join(__dirname, '../../../shared/package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    exports: Record<string, unknown>;
  };
  return Object.keys(manifest.exports)
    .map((subpath) => subpath.slice(2))
    .filter((subpath) => !NOT_AT_RUN_TIME.includes(subpath));
}

describe("the shell's server build hands @phuket/shared to the areas' server builds", () => {
  it('provides every runtime subpath of the package, so no page silently falls back to the browser', () => {
    expect(Object.keys(shared).sort()).toEqual(sharedSubpaths().sort());
  });

  it('provides the contract itself, not an empty module', () => {
    expect(typeof shared.contract.listingCompleteness).toBe('function');
  });
});
