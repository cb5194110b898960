// What a file is, judged by its first bytes — never by its name.
export type FileKind =
  'pdf' | 'zip' | 'png' | 'jpeg' | 'gif' | 'webp' | 'mp4' | 'gzip' | '7z' | 'rar' | 'text' | 'unknown';

const mimeOf: Record<FileKind, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  gzip: 'application/gzip',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  text: 'text/plain; charset=utf-8',
  unknown: 'application/octet-stream',
};

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);

/** Needs the first 512 bytes (or the whole file if shorter). */
export function detectKind(head: Buffer): FileKind {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip'; // also xlsx, docx
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4'; // ....ftyp
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  if (head.length > 0 && isText(head)) return 'text';
  return 'unknown';
}

function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character cut at the end of the sample is still text: drop up to 3 trailing bytes.
  for (let cut = 0; cut <= 3 && cut < head.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter sample
    }
  }
  return false;
}

export const mimeForKind = (kind: FileKind) => mimeOf[kind];

/** Kinds that are already compressed: zipping them again only costs time. */
export const isCompressedKind = (kind: string) =>
  ['zip', 'png', 'jpeg', 'gif', 'webp', 'mp4', 'gzip', '7z', 'rar', 'pdf'].includes(kind);
