import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { areasNamedIn, readAreaNames } from './area-names';

describe('area names in the site languages', () => {
  const names = readAreaNames();

  it('reads every area of the shared catalog with its Russian, Thai and Chinese names', () => {
    expect(names.byEnglish.get('Patong')).toEqual(['патонг', 'ป่าตอง', '芭东']);
    expect(names.byEnglish.size).toBeGreaterThanOrEqual(26);
  });

  it('finds areas by a part of a local name, whatever its case', () => {
    expect(areasNamedIn(names, 'ПАТОНГ')).toEqual(['Patong']);
    expect(areasNamedIn(names, 'ป่าตอง')).toEqual(['Patong']);
    expect(areasNamedIn(names, '芭东')).toEqual(['Patong']);
    // "Ката" is in Kata and Kata Noi.
    expect(areasNamedIn(names, 'ката')).toEqual(expect.arrayContaining(['Kata', 'Kata Noi']));
    expect(areasNamedIn(names, '  ')).toEqual([]);
    expect(areasNamedIn(names, 'Москва')).toEqual([]);
  });

  it('skips a language whose catalog lacks an area', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'area-names-'));
    const entry = (text: string) => `msgid "location.patong"\nmsgstr "${text}"\n`;
    fs.writeFileSync(path.join(dir, 'en.po'), entry('Patong'));
    fs.writeFileSync(path.join(dir, 'ru.po'), entry('Патонг'));
    fs.writeFileSync(path.join(dir, 'th.po'), '');
    fs.writeFileSync(path.join(dir, 'zh.po'), entry(''));
    expect(readAreaNames(dir).byEnglish.get('Patong')).toEqual(['патонг']);
  });
});
