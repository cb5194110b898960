import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/app.ts';
import { maskedUrl } from './log-request.ts';

describe('the request log', () => {
  it('masks the values of secret-carrying query parameters, and only those', () => {
    expect(maskedUrl('/verify?invite=AbC_d-123')).toBe('/verify?invite=***');
    expect(maskedUrl('/x?keyword=flash&token=t1&pageNum=2&Code=9&%70assword=p')).toBe(
      '/x?keyword=flash&token=***&pageNum=2&Code=***&%70assword=***',
    );
    expect(maskedUrl('/api/home')).toBe('/api/home');
    expect(maskedUrl('/x?%E0%A4%A=1&invite')).toBe('/x?%E0%A4%A=1&invite');
  });

  it('writes no invitation link into the log of the request that opens it', async () => {
    const logLines: string[] = [];
    const t = await makeTestApp({}, { logLines });
    try {
      const secret = 'Zx8_secretInvitationValue-0123456789abcdefg';
      await t.app.inject({ method: 'GET', url: `/verify?invite=${secret}` });
      await t.app.inject({ method: 'GET', url: `/api/gateway/user/profile?token=${secret}` });
      const log = logLines.join('');
      expect(log).toContain('/verify?invite=***');
      expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
