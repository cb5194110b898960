// PDFs a customer downloads or previews carry their company, e-mail and the day, so a leaked copy
// is traceable. The original is never changed. A stamped copy is deterministic (same file, account
// and day → the same bytes), made once, kept on disk and served like any stored file: its own
// length, SHA-256 ETag and Range.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from '../db/orm.ts';
import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import { Code } from '../../contract/codes.ts';
import type { Db } from '../db/client.ts';
import { stampedFiles } from '../db/schema/index.ts';
import { AppError } from './envelope.ts';
import type { FilesPlatform } from './files.ts';

export type StampIdentity = { accountId: number; company: string; email: string };
export type StampedCopy = { sha256: string; size: number; crc32: number; path: string };

/** The standard PDF fonts speak WinAnsi only: anything else becomes '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');
const fixedDate = new Date('2000-01-01T00:00:00Z');

export async function stampPdf(
  original: Buffer,
  lines: { company: string; email: string; day: string },
): Promise<Buffer> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const mark = winAnsi(`${lines.company}  ${lines.email}  ${lines.day}`);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    for (let y = 60; y < height; y += 180) {
      for (let x = -40; x < width; x += 260) {
        page.drawText(mark, { x, y, size: 11, font, color: rgb(0.55, 0.55, 0.55), opacity: 0.18, rotate: degrees(30) });
      }
    }
    page.drawText(winAnsi(`Licensed to ${lines.company} (${lines.email}) on ${lines.day} - Nexora confidential`), {
      x: 24,
      y: 12,
      size: 7,
      font,
      color: rgb(0.45, 0.45, 0.45),
    });
  }
  pdf.setModificationDate(fixedDate);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export function createStamper(dataDir: string, db: Db, files: FilesPlatform) {
  const dir = path.join(dataDir, 'stamped');
  fs.mkdirSync(dir, { recursive: true });

  /** The stamped copy of a stored PDF for one account today (UTC day), made if missing. */
  async function stamped(file: { sha256: string }, who: StampIdentity, now = new Date()): Promise<StampedCopy> {
    const day = now.toISOString().slice(0, 10);
    const target = path.join(dir, `${file.sha256}-${who.accountId}-${day}.pdf`);
    const where = and(
      eq(stampedFiles.sourceSha256, file.sha256),
      eq(stampedFiles.accountId, who.accountId),
      eq(stampedFiles.day, day),
    );
    const [known] = await db.select().from(stampedFiles).where(where);
    if (known && fs.existsSync(target))
      return { sha256: known.sha256, size: known.size, crc32: known.crc32, path: target };

    let bytes: Buffer;
    try {
      bytes = await stampPdf(await fsp.readFile(files.pathOf(file.sha256)), {
        company: who.company,
        email: who.email,
        day,
      });
    } catch {
      throw new AppError(400, Code.badRequest, 'previewError');
    }
    // Written aside and renamed: a reader never sees half a copy, two writers make the same bytes.
    // In this process's own folder of tmp/: a process starting on the same DATA_DIR leaves it alone.
    const tmp = await files.tmpFile();
    try {
      await fsp.writeFile(tmp, bytes);
      await fsp.rename(tmp, target);
    } catch (error) {
      await fsp.rm(tmp, { force: true });
      throw error;
    }
    const copy = {
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      crc32: zlib.crc32(bytes),
    };
    await db
      .insert(stampedFiles)
      .values({ sourceSha256: file.sha256, accountId: who.accountId, day, ...copy })
      .onConflictDoNothing();
    return { ...copy, path: target };
  }

  return { dir, stamped };
}
export type Stamper = ReturnType<typeof createStamper>;
