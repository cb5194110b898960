// Text drawn into a PDF, for tests: inflates the content streams and decodes the hex strings
// that pdf-lib writes for standard fonts. Enough to prove a stamp is there; not a PDF parser.
import zlib from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const source = pdf.toString('latin1');
  const streamRe = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(source))) {
    const start = m.index + m[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let text: string;
    try {
      text = zlib.inflateSync(raw).toString('latin1');
    } catch {
      text = raw.toString('latin1');
    }
    for (const hex of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(hex[1], 'hex').toString('latin1'));
    for (const lit of text.matchAll(/\(([^)]*)\)\s*Tj/g)) out.push(lit[1]);
  }
  return out.join('\n');
}
