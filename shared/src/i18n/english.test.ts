import path from 'node:path';
import { MessageCatalog } from './catalog';
import { registerEnglish } from './english';

// The build's loader (shared/build/english-loader.cjs), as webpack runs it on a module.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script, not part of the bundle
const { withEnglish } = require('../../build/english-loader.cjs') as {
  withEnglish(source: string, file: string): { code: string; catalog: string | null };
};

const sharedSrc = path.resolve(__dirname, '..');

describe('english-loader', () => {
  it("puts the English of the module's ids at its top, by its package", () => {
    const file = path.join(sharedSrc, 'ui', 'select', 'Select.tsx');
    const source = "const a = t('select.clear');\nconst b = msgId('language.ru');\nt(dynamic);\n";
    const { code, catalog } = withEnglish(source, file);
    expect(catalog).toBe(path.join(sharedSrc, 'locales', 'en.po'));
    const [importLine, registerLine, ...rest] = code.split('\n');
    expect(importLine).toBe(
      'import { registerEnglish as __registerEnglish } from "@phuket/shared/i18n";',
    );
    // The source itself is untouched below the two lines.
    expect(rest.join('\n')).toBe(source);
    const registered = JSON.parse(
      JSON.parse(/JSON\.parse\((.*)\)\);$/.exec(registerLine ?? '')?.[1] ?? '""') as string,
    ) as Record<string, unknown>;
    expect(registerLine).toContain('__registerEnglish("shared", ');
    expect(registered).toEqual({ 'language.ru': ['Russian'], 'select.clear': expect.anything() });
  });

  it('imports the registry by path inside @phuket/shared/i18n, and leaves modules without ids alone', () => {
    const inside = withEnglish("msgId('language.en');", path.join(sharedSrc, 'i18n', 'labels.ts'));
    expect(inside.code).toContain('from "./english"');
    const plain = 'export const x = 1;\n';
    expect(withEnglish(plain, path.join(sharedSrc, 'ui', 'x.ts'))).toEqual({
      code: plain,
      catalog: null,
    });
  });
});

describe('MessageCatalog English', () => {
  it('formats registered English when the English catalog is empty, as in a build', () => {
    const catalog = new MessageCatalog(
      'english-test',
      { messages: {} },
      {
        ru: () => Promise.resolve({ messages: {} }),
        th: () => Promise.resolve({ messages: {} }),
        zh: () => Promise.resolve({ messages: {} }),
      },
    );
    expect(catalog.format('en', 'beds')).toBe('beds');
    registerEnglish('english-test', {
      beds: [['count', 'plural', { one: ['#', ' bed'], other: ['#', ' beds'] }]],
    });
    expect(catalog.format('en', 'beds', { count: 2 })).toBe('2 beds');
    // A language without the message reads it in English, not as its id.
    expect(catalog.format('ru', 'beds', { count: 1 })).toBe('1 bed');
    // Another package's registry is its own.
    registerEnglish('other-package', { beds: ['Betten'] });
    expect(catalog.format('en', 'beds', { count: 1 })).toBe('1 bed');
  });
});
