// Account groups, customer roles and the group's users: the spec's /common/cust/ manager, func,
// role and user calls (code accgroup.admin, and the caller must manage the group), and the
// caller's own standing in Personal Center (M18).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accGroupSchema,
  batchSetUserBody,
  createRoleBody,
  custRoleSchema,
  groupBody,
  groupFuncSchema,
  groupQuery,
  groupUserSchema,
  managerSchema,
  namedSchema,
  roleBody,
  roleListBody,
  saveGroupFuncBody,
  saveRoleFuncBody,
  updateRoleBody,
  userAccGroupAccountSchema,
  userBody,
  userFuncSchema,
  userListBody,
  userOptionSchema,
  funcTreeSchema,
} from '../../../contract/accgroup.ts';
import { createdSchema } from '../../../contract/fields.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf } from '../../platform/schemas.ts';
import { personalCenterCode } from '../personal/service.ts';
import {
  accGroupAccount,
  accgroupAdminCode,
  batchSetUsers,
  createRole,
  groupFuncs,
  groupManagers,
  listRoles,
  listUsers,
  platformOptions,
  resetGroupFuncs,
  roleFuncs,
  roleOptions,
  saveGroupFuncs,
  saveRoleFuncs,
  updateRole,
  userAccGroups,
  userFuncs,
  userOptions,
} from './service.ts';

export async function accgroupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const base = '/common/cust';
  const admin = { access: accgroupAdminCode };
  const tags = ['accgroup'];

  // Managers and groups
  app.post(
    `${base}/manager/getAccGroupManager`,
    { config: admin, schema: { tags, body: groupBody, response: { 200: envelopeOf(z.array(managerSchema)) } } },
    async (request) => ok(await groupManagers(db, currentUser(request), request.body.groupId)),
  );
  app.get(
    `${base}/manager/getUserAccGroup`,
    {
      config: admin,
      schema: {
        tags,
        description: 'The account groups the caller manages.',
        response: { 200: envelopeOf(z.array(accGroupSchema)) },
      },
    },
    async (request) => ok(await userAccGroups(db, currentUser(request))),
  );

  // The group's functions
  app.get(
    `${base}/func/getAccGroupFunc`,
    {
      config: admin,
      schema: { tags, querystring: groupQuery, response: { 200: envelopeOf(groupFuncSchema) } },
    },
    async (request) => ok(await groupFuncs(db, currentUser(request), request.query.groupId)),
  );
  app.post(
    `${base}/func/saveAccGroupFunc`,
    { config: admin, schema: { tags, body: saveGroupFuncBody, response: { 200: envelopeOf(groupFuncSchema) } } },
    async (request) =>
      ok(await saveGroupFuncs(db, currentUser(request), request.body.groupId, request.body.codes, request.ip)),
  );
  app.post(
    `${base}/func/resetAccGroupFunc`,
    {
      config: admin,
      schema: {
        tags,
        body: groupBody,
        description: "Back to the default: the group allows everything the company's primary holds.",
        response: { 200: envelopeOf(groupFuncSchema) },
      },
    },
    async (request) => ok(await resetGroupFuncs(db, currentUser(request), request.body.groupId, request.ip)),
  );

  // Customer roles
  app.post(
    `${base}/role/getRoleListByPage`,
    { config: admin, schema: { tags, body: roleListBody, response: { 200: envelopeOf(pageOf(custRoleSchema)) } } },
    async (request) => ok(await listRoles(db, currentUser(request), request.body)),
  );
  app.post(
    `${base}/role/createCustRole`,
    { config: admin, schema: { tags, body: createRoleBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await createRole(db, currentUser(request), request.body, request.ip)),
  );
  app.post(
    `${base}/role/updateCustRole`,
    { config: admin, schema: { tags, body: updateRoleBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await updateRole(db, currentUser(request), request.body, request.ip);
      return ok(null);
    },
  );
  app.post(
    `${base}/role/getRoleList`,
    { config: admin, schema: { tags, body: groupBody, response: { 200: envelopeOf(z.array(namedSchema)) } } },
    async (request) => ok(await roleOptions(db, currentUser(request), request.body.groupId)),
  );
  app.post(
    `${base}/role/getCustRoleFunc`,
    { config: admin, schema: { tags, body: roleBody, response: { 200: envelopeOf(funcTreeSchema) } } },
    async (request) => ok(await roleFuncs(db, currentUser(request), request.body.roleId)),
  );
  app.post(
    `${base}/role/saveCustRoleFunc`,
    { config: admin, schema: { tags, body: saveRoleFuncBody, response: { 200: envelopeOf(funcTreeSchema) } } },
    async (request) =>
      ok(await saveRoleFuncs(db, currentUser(request), request.body.roleId, request.body.codes, request.ip)),
  );

  // The group's users
  app.post(
    `${base}/user/getUserListByPage`,
    { config: admin, schema: { tags, body: userListBody, response: { 200: envelopeOf(pageOf(groupUserSchema)) } } },
    async (request) => ok(await listUsers(db, currentUser(request), request.body)),
  );
  app.post(
    `${base}/user/getPlatformList`,
    { config: admin, schema: { tags, body: groupBody, response: { 200: envelopeOf(z.array(namedSchema)) } } },
    async (request) => ok(await platformOptions(db, currentUser(request), request.body.groupId)),
  );
  app.post(
    `${base}/user/getCustUserFunc`,
    {
      config: admin,
      schema: {
        tags,
        body: userBody,
        description: 'What the user holds now: own grants and roles, within the group and its primary.',
        response: { 200: envelopeOf(userFuncSchema) },
      },
    },
    async (request) => ok(await userFuncs(db, currentUser(request), request.body.userId)),
  );
  app.post(
    `${base}/user/batchSetUser`,
    {
      config: admin,
      schema: {
        tags,
        body: batchSetUserBody,
        description:
          'Replaces the group roles of every user given; refused (403) when any is not a member of the group.',
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await batchSetUsers(db, currentUser(request), request.body, request.ip);
      return ok(null);
    },
  );
  app.post(
    `${base}/user/getUserList`,
    { config: admin, schema: { tags, body: groupBody, response: { 200: envelopeOf(z.array(userOptionSchema)) } } },
    async (request) => ok(await userOptions(db, currentUser(request), request.body.groupId)),
  );

  app.get(
    '/common/personal/center/getUserAccGroupAccount',
    {
      config: { access: personalCenterCode },
      schema: { tags, response: { 200: envelopeOf(userAccGroupAccountSchema) } },
    },
    async (request) => ok(await accGroupAccount(db, currentUser(request))),
  );
}
