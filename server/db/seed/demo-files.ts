// Small real files for the demo content, generated at seed time (never committed): PDFs with
// pdf-lib, tool packages as zips of a readme and a binary.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { planZip } from '../../platform/zip.ts';

/** A one-to-three page PDF whose text names the item, so search and previews have content. */
export async function demoPdf(lines: { title: string; subtitle: string; body: string[] }, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(lines.title);
  pdf.setAuthor('Nexora Semiconductor');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([595, 842]);
    page.drawText('NEXORA SEMICONDUCTOR - CONFIDENTIAL', {
      x: 50,
      y: 800,
      size: 9,
      font: bold,
      color: rgb(0.7, 0.1, 0.1),
    });
    page.drawText(lines.title, { x: 50, y: 750, size: 18, font: bold, color: rgb(0.07, 0.2, 0.45) });
    page.drawText(lines.subtitle, { x: 50, y: 725, size: 11, font, color: rgb(0.3, 0.3, 0.3) });
    lines.body.forEach((line, i) => page.drawText(line, { x: 50, y: 680 - i * 18, size: 11, font }));
    page.drawText(`Page ${n} of ${pages}`, { x: 270, y: 30, size: 9, font, color: rgb(0.5, 0.5, 0.5) });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * A zip (store mode) of the given files, laid out in memory from planZip's pieces: no temporary
 * files (the seed makes ~200 of them).
 */
export function zipOf(contents: { name: string; content: Buffer }[]): Buffer {
  // (names are unique within an archive)
  const entries = contents.map(({ name, content }) => ({
    name,
    size: content.length,
    crc32: zlib.crc32(content),
    path: '', // never read: each entry's bytes are taken from `contents` below
    modified: new Date('2026-01-01T00:00:00Z'),
  }));
  const byName = new Map(contents.map(({ name, content }) => [name, content]));
  return Buffer.concat(
    planZip(entries).pieces.map((piece) => (Buffer.isBuffer(piece) ? piece : byName.get(piece.name)!)),
  );
}

/** A tool package: a zip of a readme and a pseudo-binary, deterministic for a given seed text. */
export async function demoToolZip(name: string, version: string, seed: string): Promise<Buffer> {
  const readme = Buffer.from(
    `${name} ${version}\n\nInstall: unpack and run the installer for your OS.\nSupport: your Nexora project manager.\n`,
  );
  const binary = crypto.createHash('sha512').update(seed).digest();
  const payload = Buffer.concat(
    Array.from({ length: 64 }, (_, i) => crypto.createHash('sha512').update(binary).update(String(i)).digest()),
  );
  return zipOf([
    { name: 'README.txt', content: readme },
    { name: `${name.replace(/\W+/g, '_')}-${version}.bin`, content: payload },
  ]);
}
