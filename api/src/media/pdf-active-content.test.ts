import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { pdfHasActiveContent } from './pdf-active-content';

// PDFs made here with pdf-lib (no binary fixtures): plain ones and ones that would act in the
// reader, saved as pdf-lib saves by default (objects inside compressed object streams, where
// a search of the raw bytes sees nothing).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-active-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function written(bytes: Uint8Array | string): Promise<string> {
  const file = path.join(dir, `${String(n++)}.pdf`);
  fs.writeFileSync(file, bytes);
  return file;
}

/** A one-page brochure, with `change` applied before saving. */
async function brochure(change: (doc: PDFDocument) => void = () => undefined) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Text that names the keys is just text: only objects act.
  page.drawText('Villa brochure /JS /JavaScript /Launch', { x: 50, y: 780, size: 14, font });
  change(doc);
  return doc.save();
}

describe('pdfHasActiveContent', () => {
  it('passes a plain brochure, whatever its text says', async () => {
    expect(await pdfHasActiveContent(await written(await brochure()))).toBe(false);
  });

  it('finds a script run on opening, inside a compressed object stream', async () => {
    const bytes = await brochure((doc) => {
      const action = doc.context.obj({ Type: 'Action', S: 'JavaScript' });
      action.set(PDFName.of('JS'), PDFString.of('app.alert("hi")'));
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    });
    // Not findable in the raw bytes: the objects are compressed.
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/JavaScript');
    expect(await pdfHasActiveContent(await written(bytes))).toBe(true);
  });

  it('finds a document-level script (the /JavaScript name tree)', async () => {
    const bytes = await brochure((doc) => {
      const js = doc.context.obj({ S: 'JavaScript' });
      js.set(PDFName.of('JS'), PDFString.of('this.print()'));
      const names = doc.context.obj({ Names: [PDFString.of('init'), doc.context.register(js)] });
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: names }));
    });
    expect(await pdfHasActiveContent(await written(bytes))).toBe(true);
  });

  it("finds a launch action in a page's additional actions, nested", async () => {
    const bytes = await brochure((doc) => {
      const launch = doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
      doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: launch }));
    });
    expect(await pdfHasActiveContent(await written(bytes))).toBe(true);
  });

  it('reads names written with # escapes, in a hand-written uncompressed file', async () => {
    const text = [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      '3 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n');
    expect(await pdfHasActiveContent(await written(text))).toBe(true);
  });

  it('searches a file no parser reads outside its streams, so compressed bytes never match', async () => {
    const damaged = (body: string) => `%PDF-1.7\n${body}\n%%EOF`;
    expect(await pdfHasActiveContent(await written(damaged('garbage /Launch here')))).toBe(true);
    expect(
      await pdfHasActiveContent(
        await written(damaged('9 0 obj << >> stream\nxx/JS yy\nendstream endobj garbage')),
      ),
    ).toBe(false);
  });
});
