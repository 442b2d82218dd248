import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LanguageChunks } from './language-chunks';

function build(groups: Record<string, string[]> | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-chunks-'));
  if (groups) fs.writeFileSync(path.join(dir, 'chunk-groups.json'), JSON.stringify(groups));
  return dir;
}

describe('LanguageChunks', () => {
  const shell = build({
    main: ['main.1.js'],
    'messages-ru': ['messages-ru.a.js'],
    'shared-messages-ru': ['shared-messages-ru.b.js'],
    'messages-th': ['messages-th.c.js'],
  });
  const area = build({
    'messages-ru': ['messages-ru.d.js'],
    'shared-messages-ru': ['shared-messages-ru.e.js'],
    'terms-messages-ru': ['terms-messages-ru.f.js'],
  });
  const chunks = new LanguageChunks([
    { dir: shell, prefix: '/', groups: ['messages', 'shared-messages'] },
    { dir: area, prefix: '/remotes/mfe-catalog/', groups: ['messages'] },
  ]);

  it("preloads the page language's catalogs: the shell's, shared's, and the area's own", async () => {
    expect(await chunks.links('ru')).toBe(
      '<link rel="preload" as="script" href="/messages-ru.a.js">' +
        '<link rel="preload" as="script" href="/shared-messages-ru.b.js">' +
        '<link rel="preload" as="script" href="/remotes/mfe-catalog/messages-ru.d.js">',
    );
    expect(await chunks.links('th')).toBe(
      '<link rel="preload" as="script" href="/messages-th.c.js">',
    );
  });

  it('preloads nothing for English, or a build without its chunk list', async () => {
    expect(await chunks.links('en')).toBe('');
    const bare = new LanguageChunks([{ dir: build(null), prefix: '/', groups: ['messages'] }]);
    expect(await bare.links('ru')).toBe('');
  });

  it('follows a new build', async () => {
    const dir = build({ 'messages-zh': ['messages-zh.1.js'] });
    const one = new LanguageChunks([{ dir, prefix: '/', groups: ['messages'] }]);
    expect(await one.links('zh')).toContain('messages-zh.1.js');
    fs.writeFileSync(
      path.join(dir, 'chunk-groups.json'),
      JSON.stringify({ 'messages-zh': ['messages-zh.2.js'] }),
    );
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, 'chunk-groups.json'), later, later);
    expect(await one.links('zh')).toContain('messages-zh.2.js');
  });
});
