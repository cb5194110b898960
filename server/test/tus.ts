// A tus 1.0.0 client for the API tests, over inject: create an upload, send its bytes in one or
// more PATCHes, ask its offset, terminate it — each step a plain request the test can look at.
import type { LightMyRequestResponse } from 'fastify';
import { uploadPaths } from '../../contract/simulation.ts';
import type { TestApp } from './app.ts';
import { tokenOf } from './inject.ts';

const b64 = (s: string) => Buffer.from(s).toString('base64');

export function tusOf(app: () => TestApp) {
  const headersOf = async (who: string, extra: Record<string, string> = {}) => ({
    ...app().bearer(await tokenOf(app(), who)),
    'tus-resumable': '1.0.0',
    'accept-language': 'en',
    ...extra,
  });

  /** POST: a new upload of `size` bytes (`extra`: more headers); answers the response (Location holds its URL). */
  async function create(
    who: string,
    name: string,
    role: string,
    size: number,
    side: keyof typeof uploadPaths = 'customer',
    extra: Record<string, string> = {},
  ) {
    return app().app.inject({
      method: 'POST',
      url: `/api${uploadPaths[side]}`,
      headers: await headersOf(who, {
        'upload-length': String(size),
        'upload-metadata': `filename ${b64(name)},role ${b64(role)}`,
        ...extra,
      }),
    });
  }

  async function patch(who: string, location: string, offset: number, bytes: Buffer) {
    return app().app.inject({
      method: 'PATCH',
      url: location,
      headers: await headersOf(who, {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      }),
      payload: bytes,
    });
  }

  async function head(who: string, location: string) {
    return app().app.inject({ method: 'HEAD', url: location, headers: await headersOf(who) });
  }

  async function terminate(who: string, location: string) {
    return app().app.inject({ method: 'DELETE', url: location, headers: await headersOf(who) });
  }

  /** The whole upload in one PATCH; answers the stored file's id, or the refusing response. */
  async function upload(
    who: string,
    name: string,
    role: string,
    content: Buffer,
    side: keyof typeof uploadPaths = 'customer',
  ): Promise<{ fileId: number | null; res: LightMyRequestResponse }> {
    const created = await create(who, name, role, content.length, side);
    if (created.statusCode !== 201) return { fileId: null, res: created };
    const res = await patch(who, String(created.headers.location), 0, content);
    const id = res.headers['x-file-id'];
    return { fileId: id ? Number(id) : null, res };
  }

  return { create, patch, head, terminate, upload };
}
