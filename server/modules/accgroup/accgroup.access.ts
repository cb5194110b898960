// Access-matrix rows of account groups (server/modules/accgroup); assembled by server/test/access-
// matrix.ts.
import { childNeverCodes, functionDefs, menuDefs } from '../../../contract/menus.ts';
import { signedIn } from '../../test/matrix/expect.ts';
import type { MatrixRow, Fixtures } from '../../test/matrix/row.ts';

/**
 * Account groups: code accgroup.admin, which neither demo child nor staff hold (403); the
 * group of company A is managed by its primary (200) and is another company's for `other` (404).
 * Saving functions and roles keeps what the seed set, so later rows see the same child codes.
 */
export function accGroupRows(): MatrixRow[] {
  const base = '/api/common/cust';
  const ofA = signedIn(200, { child: 403, childHidden: 403, other: 404, pm: 403 });
  const group = (f: Fixtures) => ({ groupId: f.accGroupOfA.groupId });
  const customerCodes = [...menuDefs.map((m) => m.funcNo), ...functionDefs.map((d) => d.code)].filter(
    (c) => !childNeverCodes.includes(c),
  );
  return [
    { route: `POST ${base}/manager/getAccGroupManager`, request: (f) => ({ payload: group(f) }), expect: ofA },
    // The groups the caller manages: none for company B's primary, still 200.
    { route: `GET ${base}/manager/getUserAccGroup`, expect: signedIn(200, { child: 403, childHidden: 403, pm: 403 }) },
    {
      route: `GET ${base}/func/getAccGroupFunc`,
      request: (f) => ({ query: { groupId: String(f.accGroupOfA.groupId) } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/func/saveAccGroupFunc`,
      request: (f) => ({ payload: { ...group(f), codes: customerCodes } }),
      expect: ofA,
    },
    { route: `POST ${base}/func/resetAccGroupFunc`, request: (f) => ({ payload: group(f) }), expect: ofA },
    { route: `POST ${base}/role/getRoleListByPage`, request: (f) => ({ payload: group(f) }), expect: ofA },
    {
      route: `POST ${base}/role/createCustRole`,
      request: (f, c) => ({ payload: { ...group(f), name: `矩阵角色 ${c}` } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/role/updateCustRole`,
      request: (f) => ({
        payload: { id: f.accGroupOfA.roleId, name: '研发工程师', description: '查阅并下载技术文档、报告与工具' },
      }),
      expect: ofA,
    },
    { route: `POST ${base}/role/getRoleList`, request: (f) => ({ payload: group(f) }), expect: ofA },
    {
      route: `POST ${base}/role/getCustRoleFunc`,
      request: (f) => ({ payload: { roleId: f.accGroupOfA.roleId } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/role/saveCustRoleFunc`,
      request: (f) => ({
        payload: { roleId: f.accGroupOfA.roleId, codes: ['M01', 'M02', 'M04', 'dcc.download', 'tool.download'] },
      }),
      expect: ofA,
    },
    { route: `POST ${base}/user/getUserListByPage`, request: (f) => ({ payload: group(f) }), expect: ofA },
    { route: `POST ${base}/user/getPlatformList`, request: (f) => ({ payload: group(f) }), expect: ofA },
    {
      route: `POST ${base}/user/getCustUserFunc`,
      request: (f) => ({ payload: { userId: f.accGroupOfA.memberId } }),
      expect: ofA,
    },
    {
      route: `POST ${base}/user/batchSetUser`,
      request: (f) => ({
        payload: { ...group(f), userIds: [f.accGroupOfA.memberId], roleIds: [f.accGroupOfA.roleId] },
      }),
      expect: ofA,
    },
    { route: `POST ${base}/user/getUserList`, request: (f) => ({ payload: group(f) }), expect: ofA },
    // The caller's own standing, in Personal Center (M18): every demo customer holds it, staff do not.
    { route: 'GET /api/common/personal/center/getUserAccGroupAccount', expect: signedIn(200, { pm: 403 }) },
  ];
}
