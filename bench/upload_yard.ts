// The upload's yardsticks beside cp (decision 0030): a bare node:http server that does the least a
// correct upload does — reads the request body, hashes it (SHA-256) and writes it to a temporary
// file in the same pass, then removes the file; no parsing, no database, no second thread — and,
// with `read` as the second argument, one that only reads the body. cp shows what the disk can do;
// these show what reading a socket, and hashing, leave of it on this machine.
// Usage: upload_yard.ts <dir> [read]; prints its port on stdout. Run by bench/files.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(process.argv[2] ?? os.tmpdir(), 'upload-yard-'));
let next = 0;

const readOnly = process.argv[3] === 'read';

const server = http.createServer((req, res) => {
  if (readOnly) {
    req.on('data', () => {});
    req.on('end', () => res.end('read'));
    return;
  }
  const file = path.join(dir, String(++next));
  const fd = fs.openSync(file, 'wx');
  const hash = crypto.createHash('sha256');
  let position = 0;
  req.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    position += fs.writeSync(fd, chunk, 0, chunk.length, position);
  });
  req.on('end', () => {
    fs.closeSync(fd);
    fs.rmSync(file);
    res.end(hash.digest('hex'));
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
