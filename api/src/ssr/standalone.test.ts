import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StandaloneBundles } from './standalone';

let dist: string;

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-'));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

function writeEntry(folder: string, entry: unknown): void {
  fs.mkdirSync(path.join(dist, folder), { recursive: true });
  fs.writeFileSync(path.join(dist, folder, 'entry.json'), JSON.stringify(entry));
}

describe('StandaloneBundles', () => {
  it('names the files of a built bundle as URLs under the area', async () => {
    writeEntry('public', {
      js: ['main.abc.js'],
      css: ['main.def.css'],
      preload: ['react-dom.123.js', 'page.456.js'],
    });
    const bundles = new StandaloneBundles(dist, '/remotes/mfe-presentations/');
    expect(await bundles.files('public')).toEqual({
      js: ['/remotes/mfe-presentations/public/main.abc.js'],
      css: ['/remotes/mfe-presentations/public/main.def.css'],
      preload: [
        '/remotes/mfe-presentations/public/react-dom.123.js',
        '/remotes/mfe-presentations/public/page.456.js',
      ],
    });
  });

  it('is null while the bundle is not built, and for an entry.json it did not write', async () => {
    const bundles = new StandaloneBundles(dist, '/remotes/mfe-presentations/');
    expect(await bundles.files('public')).toBeNull();
    writeEntry('public', { js: ['"><script>x</script>'], css: [] });
    expect(await bundles.files('public')).toBeNull();
    writeEntry('other', { js: [], css: ['a.css'] });
    expect(await bundles.files('other')).toBeNull();
    expect(await bundles.files('../public')).toBeNull();
  });
});
