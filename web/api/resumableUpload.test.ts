// What the tus upload reads from the server: a refusal's envelope msg and the stored file's id.
import { describe, expect, it } from 'vitest';
import { envelopeMessage, fileIdOf } from './resumableUpload.ts';

describe('resumable upload answers', () => {
  it('takes the msg of a JSON envelope only', () => {
    expect(envelopeMessage('{"code":400,"msg":"file format is incorrect","data":null}')).toBe(
      'file format is incorrect',
    );
    for (const body of ['', null, undefined, 'Bad Request', '{"msg":"no code"}', '{"code":400,"msg":" "}', '[]'])
      expect(envelopeMessage(body), String(body)).toBeNull();
  });

  it('reads X-File-Id as a positive int4', () => {
    expect(fileIdOf('42')).toBe(42);
    for (const header of [undefined, null, '', '0', '-1', '1.5', 'abc', '2147483648'])
      expect(fileIdOf(header), String(header)).toBeNull();
  });
});
