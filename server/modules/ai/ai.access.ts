// Access-matrix rows of the AI assistant (server/modules/ai); assembled by server/test/access-
// matrix.ts.
import { signedIn, type Expect } from '../../test/matrix/expect.ts';
import type { MatrixRow } from '../../test/matrix/row.ts';

/**
 * AI assistant (M19): the demo children do not hold M19 (403). Nobody has accepted the disclaimer
 * in the matrix's database, so the chat calls answer 403 to the primary and other accounts too;
 * the disclaimer calls themselves answer (an acceptance of a version that is not the current one
 * is 409, so the walk records none); the per-message calls name a message nobody has (404).
 */
export function aiRows(): MatrixRow[] {
  const chat = '/api/common/fae/aiFoundry/chat';
  const customer = (status: number, overrides: Partial<Expect> = {}) =>
    signedIn(status, { pm: 403, child: 403, childHidden: 403, ...overrides });
  return [
    { route: 'GET /api/common/fae/chat/menu', expect: customer(200) },
    { route: 'GET /api/common/fae/disclaimer/getDisclaimerFlag', expect: customer(200) },
    { route: 'GET /api/common/fae/disclaimer/getDisclaimerContent', expect: customer(200) },
    {
      route: 'POST /api/common/fae/disclaimer/isDisclaimerAccepted',
      request: () => ({ payload: { version: 999 } }),
      expect: customer(409),
    },
    { route: `GET ${chat}/problemTypes`, expect: customer(200) },
    { route: `GET ${chat}/getPlatformList`, expect: customer(200) },
    { route: `GET ${chat}/getHistoryMessages`, expect: customer(403) },
    {
      route: `GET ${chat}/getMessageList`,
      request: () => ({ url: `${chat}/getMessageList?conversationId=1` }),
      expect: customer(403),
    },
    {
      route: `DELETE ${chat}/deleteMessage/`,
      request: () => ({ url: `${chat}/deleteMessage/?messageId=2147483647` }),
      expect: customer(404),
    },
    {
      route: `POST ${chat}/messageFeedback`,
      request: () => ({ payload: { messageId: 2147483647, feedback: 'like' } }),
      expect: customer(404),
    },
    {
      route: `POST ${chat}/stopResponse`,
      request: () => ({ payload: { messageId: 2147483647 } }),
      expect: customer(404),
    },
    {
      route: `POST ${chat}/send`,
      request: () => ({ payload: { problemType: 'other', platformId: 1, question: 'matrix' } }),
      expect: customer(403),
    },
  ];
}
