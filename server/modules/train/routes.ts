// Training (M10). Customer, under /applypath/train/: list, detail/{id}, POST add (train.apply),
// PUT edit, POST cancel/{id}, POST feedback/{id}, getPendingFeedbackCount; shelf/list,
// shelf/detail/{id}; openClass/list, openClass/detail/{id}, POST openClass/enroll/{id} and
// openClass/cancelEnroll/{id}; courseware/preview|video|sheet/{fileId}. Staff (admin.publish),
// under /admin/train/: applications, courses and public courses.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sheetSchema } from '../../../contract/dcc.ts';
import { createdSchema, idParams } from '../../../contract/fields.ts';
import { moduleCodes, staffCodes } from '../../../contract/menus.ts';
import {
  adminCourseDetailSchema,
  adminCourseListQuery,
  adminCourseSchema,
  adminOpenClassSchema,
  adminTrainActions,
  adminTrainDetailSchema,
  adminTrainListQuery,
  adminTrainMoveBody,
  adminTrainOptionsSchema,
  adminTrainSchema,
  courseBody,
  enrolmentActions,
  fileIdParams,
  openClassBody,
  openClassDetailSchema,
  openClassListQuery,
  openClassSchema,
  shelfActions,
  shelfCourseDetailSchema,
  shelfCourseSchema,
  shelfListQuery,
  trainBody,
  trainCountSchema,
  trainDetailSchema,
  trainEditBody,
  trainFeedbackBody,
  trainListQuery,
  trainSchema,
} from '../../../contract/train.ts';
import { currentUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { envelopeOf, pageOf, pageQuery } from '../../platform/schemas.ts';
import {
  addCourse,
  addOpenClass,
  adminApplicationDetail,
  adminCourseDetail,
  adminListApplications,
  adminListCourses,
  adminListOpenClasses,
  adminMoveApplication,
  adminOptions,
  editCourse,
  editOpenClass,
  moveEnrolment,
  shelveCourse,
} from './admin.ts';
import {
  listShelfCourses,
  previewCourseware,
  sheetCourseware,
  shelfCourseDetail,
  videoCourseware,
} from './catalogue.ts';
import { cancelEnrolment, enrol, listOpenClasses, openClassDetail } from './open-class.ts';
import {
  applicationDetail,
  applyForTraining,
  cancelApplication,
  editApplication,
  listApplications,
  pendingFeedbackCount,
  scoreTraining,
} from './service.ts';

export async function trainRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, files, stamper, mail, config } = app.deps;
  const mailDeps = { db, mail, portalUrl: config.publicUrl };
  const fileDeps = { db, files, stamper };
  const page = { access: moduleCodes.train.page };
  // Lists and details depend on the URL, the caller, the language and the tables they read only.
  const kept = { ...page, keepAnswer: true };
  // Applying, editing and canceling need the function code of contract/menus.ts.
  const apply = { access: 'train.apply' };
  const tags = ['train'];
  const base = '/applypath/train';
  const nothing = envelopeOf(z.null());

  app.get(
    `${base}/list`,
    {
      config: kept,
      schema: {
        tags,
        querystring: trainListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(trainSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listApplications(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );
  app.get(
    `${base}/detail/:id`,
    { config: kept, schema: { tags, params: idParams, response: { 200: envelopeOf(trainDetailSchema) } } },
    async (request) => ok(await applicationDetail(db, currentUser(request), request.params.id)),
  );
  app.get(
    `${base}/getPendingFeedbackCount`,
    { config: kept, schema: { tags, response: { 200: envelopeOf(trainCountSchema) } } },
    async (request) => ok(await pendingFeedbackCount(db, currentUser(request))),
  );
  app.post(
    `${base}/add`,
    { config: apply, schema: { tags, body: trainBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await applyForTraining(mailDeps, currentUser(request), request.body)),
  );
  app.put(
    `${base}/edit`,
    { config: apply, schema: { tags, body: trainEditBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await editApplication(mailDeps, currentUser(request), request.body)),
  );
  app.post(
    `${base}/cancel/:id`,
    { config: apply, schema: { tags, params: idParams, response: { 200: nothing } } },
    async (request) => {
      await cancelApplication(mailDeps, currentUser(request), request.params.id);
      return ok(null);
    },
  );
  app.post(
    `${base}/feedback/:id`,
    { config: page, schema: { tags, params: idParams, body: trainFeedbackBody, response: { 200: nothing } } },
    async (request) => {
      await scoreTraining(mailDeps, currentUser(request), request.params.id, request.body);
      return ok(null);
    },
  );

  // On-shelf courses and their courseware.
  app.get(
    `${base}/shelf/list`,
    {
      config: kept,
      schema: {
        tags,
        querystring: shelfListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(shelfCourseSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listShelfCourses(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );
  app.get(
    `${base}/shelf/detail/:id`,
    { config: kept, schema: { tags, params: idParams, response: { 200: envelopeOf(shelfCourseDetailSchema) } } },
    async (request) => ok(await shelfCourseDetail(db, currentUser(request), request.params.id)),
  );
  app.get(
    `${base}/courseware/preview/:fileId`,
    { config: page, schema: { tags, params: fileIdParams } },
    async (request, reply) => previewCourseware(fileDeps, request, reply, currentUser(request), request.params.fileId),
  );
  app.get(
    `${base}/courseware/video/:fileId`,
    // <video src> cannot send a bearer header: the session cookie is accepted here.
    { config: { ...page, cookieToken: true }, schema: { tags, params: fileIdParams } },
    async (request, reply) => videoCourseware(fileDeps, request, reply, currentUser(request), request.params.fileId),
  );
  app.get(
    `${base}/courseware/sheet/:fileId`,
    { config: page, schema: { tags, params: fileIdParams, response: { 200: envelopeOf(z.array(sheetSchema)) } } },
    async (request) => ok(await sheetCourseware(fileDeps, currentUser(request), request.params.fileId)),
  );

  // Public courses.
  app.get(
    `${base}/openClass/list`,
    {
      config: kept,
      schema: {
        tags,
        querystring: openClassListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(openClassSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await listOpenClasses(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );
  app.get(
    `${base}/openClass/detail/:id`,
    { config: kept, schema: { tags, params: idParams, response: { 200: envelopeOf(openClassDetailSchema) } } },
    async (request) => ok(await openClassDetail(db, currentUser(request), request.params.id)),
  );
  app.post(
    `${base}/openClass/enroll/:id`,
    { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(openClassDetailSchema) } } },
    async (request) => ok(await enrol(db, currentUser(request), request.params.id)),
  );
  app.post(
    `${base}/openClass/cancelEnroll/:id`,
    { config: page, schema: { tags, params: idParams, response: { 200: envelopeOf(openClassDetailSchema) } } },
    async (request) => ok(await cancelEnrolment(db, currentUser(request), request.params.id)),
  );

  // Staff.
  const staff = { access: staffCodes.publish };
  const adminTags = ['admin', 'train'];
  app.get(
    '/admin/train/options',
    {
      config: { ...staff, keepAnswer: true },
      schema: { tags: adminTags, response: { 200: envelopeOf(adminTrainOptionsSchema) } },
    },
    async () => ok(await adminOptions(db)),
  );
  app.get(
    '/admin/train/list',
    {
      config: { ...staff, keepAnswer: true },
      schema: {
        tags: adminTags,
        querystring: adminTrainListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(adminTrainSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await adminListApplications(db, currentUser(request), q, { pageNum, pageSize }));
    },
  );
  app.get(
    '/admin/train/detail/:id',
    {
      config: { ...staff, keepAnswer: true },
      schema: { tags: adminTags, params: idParams, response: { 200: envelopeOf(adminTrainDetailSchema) } },
    },
    async (request) => ok(await adminApplicationDetail(db, currentUser(request), request.params.id)),
  );
  for (const action of adminTrainActions)
    app.post(
      `/admin/train/${action}/:id`,
      {
        config: staff,
        schema: { tags: adminTags, params: idParams, body: adminTrainMoveBody, response: { 200: nothing } },
      },
      async (request) => {
        await adminMoveApplication(mailDeps, currentUser(request), request.params.id, action, request.body, request.ip);
        return ok(null);
      },
    );

  app.get(
    '/admin/train/course/list',
    {
      config: { ...staff, keepAnswer: true },
      schema: {
        tags: adminTags,
        querystring: adminCourseListQuery.extend(pageQuery.shape),
        response: { 200: envelopeOf(pageOf(adminCourseSchema)) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, ...q } = request.query;
      return ok(await adminListCourses(db, q, { pageNum, pageSize }));
    },
  );
  app.get(
    '/admin/train/course/detail/:id',
    {
      config: { ...staff, keepAnswer: true },
      schema: { tags: adminTags, params: idParams, response: { 200: envelopeOf(adminCourseDetailSchema) } },
    },
    async (request) => ok(await adminCourseDetail(db, request.params.id)),
  );
  app.post(
    '/admin/train/course/add',
    { config: staff, schema: { tags: adminTags, body: courseBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await addCourse(db, currentUser(request), request.body, request.ip)),
  );
  app.put(
    '/admin/train/course/edit/:id',
    {
      config: staff,
      schema: { tags: adminTags, params: idParams, body: courseBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) => ok(await editCourse(db, currentUser(request), request.params.id, request.body, request.ip)),
  );
  for (const action of shelfActions)
    app.post(
      `/admin/train/course/${action}/:id`,
      { config: staff, schema: { tags: adminTags, params: idParams, response: { 200: envelopeOf(createdSchema) } } },
      async (request) => ok(await shelveCourse(db, currentUser(request), request.params.id, action, request.ip)),
    );

  app.get(
    '/admin/train/openClass/list',
    {
      config: { ...staff, keepAnswer: true },
      schema: { tags: adminTags, querystring: pageQuery, response: { 200: envelopeOf(pageOf(adminOpenClassSchema)) } },
    },
    async (request) => ok(await adminListOpenClasses(db, request.query)),
  );
  app.post(
    '/admin/train/openClass/add',
    { config: staff, schema: { tags: adminTags, body: openClassBody, response: { 200: envelopeOf(createdSchema) } } },
    async (request) => ok(await addOpenClass(db, currentUser(request), request.body, request.ip)),
  );
  app.put(
    '/admin/train/openClass/edit/:id',
    {
      config: staff,
      schema: { tags: adminTags, params: idParams, body: openClassBody, response: { 200: envelopeOf(createdSchema) } },
    },
    async (request) => ok(await editOpenClass(db, currentUser(request), request.params.id, request.body, request.ip)),
  );
  for (const action of enrolmentActions)
    app.post(
      `/admin/train/openClass/${action}/:id`,
      { config: staff, schema: { tags: adminTags, params: idParams, response: { 200: envelopeOf(createdSchema) } } },
      async (request) => ok(await moveEnrolment(db, currentUser(request), request.params.id, action, request.ip)),
    );
}
