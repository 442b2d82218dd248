import fs from 'node:fs/promises';
import { NOT_A_PDF, PDF_ACTIVE_CONTENT, PDF_INCOMPLETE } from '@phuket/shared/contract';
import { fileError } from '../http/multipart';
import { pdfHasActiveContent } from './pdf-active-content';

/** Readers look for the signature within the first KB, and for the end marker in the last 2 KB. */
const HEAD_BYTES = 1024;
const TAIL_BYTES = 2048;

/**
 * A PDF by its bytes on disk: the `%PDF-` signature near the start and an `%%EOF` marker near
 * the end (which a file cut off in transit lacks) read at both ends; then, once it is a whole
 * PDF, every object for scripts and launch actions (the file, at most 20 MB, is read whole for
 * that). Refusals are 422s on `file`.
 */
export async function checkPdfFile(filePath: string): Promise<void> {
  const file = await fs.open(filePath);
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await file.read(head, 0, head.length, 0);
    if (head.indexOf('%PDF-') === -1) throw fileError(422, NOT_A_PDF);
    const tailLength = Math.min(TAIL_BYTES, size);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    if (tail.indexOf('%%EOF') === -1) throw fileError(422, PDF_INCOMPLETE);
  } finally {
    await file.close();
  }
  // Whoever opens it later (a buyer, from the site) must not run the uploader's script.
  if (await pdfHasActiveContent(filePath)) throw fileError(422, PDF_ACTIVE_CONTENT);
}
