import fs from 'node:fs/promises';
import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFObject } from 'pdf-lib';

/**
 * pdf-lib (with pako and its fonts, 1.2 MB of JavaScript) is loaded by the first PDF checked:
 * most processes (and each API test file) never check one.
 */
type PdfLib = typeof PdfLibModule;

/**
 * Names that make a PDF act in its reader: JavaScript (a `/JS` entry, a `/JavaScript` name
 * tree or action) and launching another program. Brochures and listing documents are read by
 * buyers; none needs either.
 */
const ACTIVE_KEYS = new Set(['/JS', '/JavaScript']);
const ACTIVE_ACTIONS = new Set(['/JavaScript', '/Launch']);

/** Whether one object (a dictionary, an array, a stream's dictionary, nested) is active. */
function isActive(pdf: PdfLib, object: PDFObject, depth = 0): boolean {
  const { PDFArray, PDFDict, PDFName, PDFStream } = pdf;
  // Direct objects nest only as deep as someone wrote them: a bound keeps a crafted file cheap.
  if (depth > 64) return true;
  if (object instanceof PDFStream) return isActive(pdf, object.dict, depth + 1);
  if (object instanceof PDFArray) {
    return object.asArray().some((item) => isActive(pdf, item, depth + 1));
  }
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    const name = key.asString();
    if (ACTIVE_KEYS.has(name)) return true;
    if (name === '/S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.asString())) {
      return true;
    }
    if (isActive(pdf, value, depth + 1)) return true;
  }
  return false;
}

/** `#xx` escapes spelled out, as readers do (`/J#61vaScript` is `/JavaScript`). */
function decodeNames(text: string): string {
  return text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * The file searched as text outside its streams (compressed bytes would match by chance):
 * what a lenient parser skipped may still open in a reader that repairs it, scripts and all.
 */
function rawHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').replace(/\bstream\r?\n[\s\S]*?\bendstream\b/g, ' ');
  return /\/(JS|JavaScript|Launch)(?![A-Za-z0-9])/.test(decodeNames(text));
}

/**
 * Whether the PDF at `filePath` carries JavaScript or a launch action anywhere: every object
 * is read (object streams too, where a raw search sees only compressed bytes). An encrypted
 * file is read as far as its structure goes (its dictionaries are not encrypted).
 */
export async function pdfHasActiveContent(filePath: string): Promise<boolean> {
  const bytes = await fs.readFile(filePath);
  const pdf = await import('pdf-lib');
  let document: PDFDocument;
  try {
    document = await pdf.PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return rawHasActiveContent(bytes);
  }
  // Both: the parser skips what it cannot read (a reader may repair it), and the raw text
  // cannot see inside object streams.
  if (rawHasActiveContent(bytes)) return true;
  return document.context.enumerateIndirectObjects().some(([, object]) => isActive(pdf, object));
}
