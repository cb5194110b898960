// A multipart/form-data body with one file part, for upload tests.
export function multipartBody(name: string, content: Buffer, field = 'file') {
  const boundary = `----portaltest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    boundary,
    head,
    tail,
  };
}

/** A minimal valid PDF of about `size` bytes (the padding is a comment line). */
export function pdfOf(size = 2048, seed = 'x'): Buffer {
  const head = '%PDF-1.4\n%';
  const body = `${seed}`.repeat(Math.max(1, size - head.length - 6));
  return Buffer.from(`${head}${body}\n%%EOF`);
}
