// Access-matrix rows of sign-in and the account lifecycle (server/modules/auth); assembled by
// server/test/access-matrix.ts.
import crypto from 'node:crypto';
import { callers, all, signedIn, type Caller } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

/** One client address per caller for the routes that mail codes: each address may ask for a few an hour. */
const mailClient = (caller: Caller) => ({ remoteAddress: `198.51.100.${callers.indexOf(caller) + 1}` });

export function authRows(): MatrixRow[] {
  return [
    // Sign-in and the account lifecycle: public by nature; bodies that fail their checks get 400.
    {
      route: 'GET /api/codepath/code/getVerificationCodePhoto',
      request: () => ({ headers: { 'verify-code': crypto.randomUUID() } }),
      expect: all(200),
    },
    {
      route: 'POST /api/gateway/user/login',
      request: () => ({ payload: { username: 'customer@demo.test', password: 'x', code: 'nope' } }),
      expect: all(400),
    },
    {
      route: 'GET /api/codepath/code/getRegisterCode',
      request: (_f, c) => ({ query: { email: `${c}@matrix.test` }, ...mailClient(c) }),
      expect: all(200),
    },
    {
      route: 'GET /api/codepath/code/getVerificationCode',
      request: (_f, c) => ({ query: { email: `${c}@matrix.test` }, ...mailClient(c) }),
      expect: all(200),
    },
    {
      route: 'GET /api/codepath/code/getVerifyCode',
      request: (_f, c) => ({ query: { email: `${c}@matrix.test` }, ...mailClient(c) }),
      expect: all(200),
    },
    { route: 'POST /api/gateway/user/register', request: () => ({ payload: {} }), expect: all(400) },
    { route: 'POST /api/gateway/user/updatePwd', request: () => ({ payload: {} }), expect: all(400) },
    { route: 'POST /api/gateway/user/accountActivate', request: () => ({ payload: {} }), expect: all(400) },
    {
      route: 'POST /api/gateway/user/checkPasswordContainsCommonKey',
      request: () => ({ payload: { customerPwd: 'Chip#Design42' } }),
      expect: all(200),
    },
    { route: 'GET /api/gateway/user/getAllItem', expect: all(200) },
    { route: 'GET /api/gateway/user/getLegalCom', expect: all(200) },
    { route: 'GET /api/gateway/user/nda', expect: all(200) },
    { route: 'GET /api/gateway/user/getMenu', expect: signedIn(200) },
    { route: 'GET /api/gateway/user/profile', expect: signedIn(200) },
    { route: 'POST /api/gateway/user/logout', expect: signedIn(200) },
  ];
}
