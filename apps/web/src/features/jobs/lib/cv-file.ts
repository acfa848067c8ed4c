export type CvProblem = 'type' | 'size';

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/**
 * Whether a picked file can be a CV before it is sent: PDF (`%PDF-`), Word 97-2003 (an OLE2
 * compound file) or a ZIP (DOCX), at most `maxBytes`. The server judges again, fully.
 */
export async function checkCvFile(file: File, maxBytes: number): Promise<CvProblem | null> {
  if (file.size > maxBytes) return 'size';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const known =
    startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]) ||
    startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ||
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
  return known ? null : 'type';
}
