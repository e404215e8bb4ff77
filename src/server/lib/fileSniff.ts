/**
 * Content-type detection by magic bytes: an upload is judged by what it is, never by its name or
 * the Content-Type the browser claims. Only the kinds the site accepts are recognised.
 */
export type SniffedKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'gif' | 'webp';

export const KIND_INFO: Record<SniffedKind, { mime: string; ext: string }> = {
  pdf: { mime: 'application/pdf', ext: '.pdf' },
  doc: { mime: 'application/msword', ext: '.doc' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: '.docx' },
  jpeg: { mime: 'image/jpeg', ext: '.jpg' },
  png: { mime: 'image/png', ext: '.png' },
  gif: { mime: 'image/gif', ext: '.gif' },
  webp: { mime: 'image/webp', ext: '.webp' },
};

export const CV_KINDS: readonly SniffedKind[] = ['pdf', 'doc', 'docx'];
export const IMAGE_KINDS: readonly SniffedKind[] = ['jpeg', 'png', 'gif', 'webp'];

const startsWith = (buf: Buffer, bytes: number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
// The stream every Word 97–2003 file has; Excel and PowerPoint OLE2 files do not.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The kind of file in `buf`, or null when it is none of the accepted kinds. */
export function sniff(buf: Buffer): SniffedKind | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(buf, OLE2)) return buf.includes(WORD_STREAM) ? 'doc' : null;
  if (startsWith(buf, ZIP_LOCAL)) return zipEntryNames(buf).includes('word/document.xml') ? 'docx' : null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61) return 'gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * The file names of a ZIP archive, read from its central directory (the authoritative list; local
 * headers may be stale after edits). An archive whose directory cannot be read yields [].
 */
export function zipEntryNames(buf: Buffer): string[] {
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) return [];
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return [];
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (p + 46 + nameLen > buf.length) return [];
    names.push(buf.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end of the file.
  const min = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}
