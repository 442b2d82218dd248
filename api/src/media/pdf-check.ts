import fs from 'node:fs/promises';
import { NOT_A_PDF, PDF_INCOMPLETE } from '@phuket/shared/contract';
import { fileError } from '../http/multipart';

/** Readers look for the signature within the first KB, and for the end marker in the last 2 KB. */
const HEAD_BYTES = 1024;
const TAIL_BYTES = 2048;

/**
 * A PDF by its bytes on disk, read at both ends only (a 20 MB brochure is never in memory):
 * the `%PDF-` signature near the start, and an `%%EOF` marker near the end, which a file cut
 * off in transit lacks. Refusals are 422s on `file`.
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
}
