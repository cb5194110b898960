// /admin/faq and /admin/quickstart: publishing FAQ and quick-start articles (staff code
// admin.publish; the router enforces it). One page for both, the module from the path. Every
// article in every state, filtered by keyword, platform and state (kept in the address), paged on
// the server; a drawer creates and edits an article — rich text (sanitized by the server), platform
// (none: public), Application entry (quick start) and attachments uploaded with progress; release
// and withdraw are confirmed by title.
import { useState } from 'react';
import { Button, Card, Drawer, Flex, Input, Result, Select, Space, Spin, Tag, Tooltip, Upload, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType, UploadFile } from 'antd';
import { PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { menuDefs } from '../../../contract/menus.ts';
import { useTranslation } from '../../i18n/translate.ts';
import {
  articleAdminLimits,
  changeArticleState,
  createArticle,
  editArticle,
  fetchAdminArticle,
  fetchArticleOptions,
  listAdminArticles,
  publishStates,
  uploadPath,
} from '../../api/articlesAdmin.ts';
import type {
  ArticleAdmin,
  ArticleAdminBody,
  ArticleAdminDetail,
  ArticleFile,
  ArticleModule,
} from '../../api/articlesAdmin.ts';
import { formatCount, formatTime } from '../../components/format.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { usePublishingMoves } from '../../components/publishing/usePublishingMoves.tsx';
import { PublishingActions } from '../../components/publishing/PublishingActions.tsx';
import { uploadWithProgress } from '../../components/xlsxImport/upload.ts';
import { menuName } from '../../layout/menuModel.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { PublishStateTag } from '../../components/publishing/PublishStateTag.tsx';
import { RichTextField } from './RichTextField.tsx';
import { showFieldError } from './showFieldError.ts';
import './i18n/articlesAdmin.ts';

const spec = {
  keyword: param.text(articleAdminLimits.filter),
  platformId: param.id,
  state: param.oneOf(publishStates),
};

type FormValues = {
  title?: string;
  number?: string;
  keyword?: string;
  platformId?: number | null;
  appCode?: string | null;
  content?: string;
  files?: UploadFile<ArticleFile>[];
};
type Editing = { mode: 'create' } | { mode: 'edit'; id: number };

const toForm = (a: ArticleAdminDetail): FormValues => ({
  title: a.title,
  number: a.number,
  keyword: a.keyword,
  platformId: a.platformId,
  appCode: a.appCode,
  content: a.content,
  files: a.attachments.map((f) => ({
    uid: `f${f.fileId}`,
    name: f.name,
    size: f.size,
    status: 'done' as const,
    response: f,
  })),
});

function ArticleForm({ module, editing, onClose }: { module: ArticleModule; editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useSession((state) => state.language);
  const [form] = Form.useForm<FormValues>();
  const id = editing.mode === 'edit' ? editing.id : null;
  const detail = useQuery({
    queryKey: ['admin', 'article', module, 'detail', id],
    queryFn: ({ signal }) => fetchAdminArticle(module, id!, signal),
    enabled: id !== null,
    gcTime: 0,
  });
  const options = useQuery({
    queryKey: ['admin', 'article', 'options'],
    queryFn: ({ signal }) => fetchArticleOptions(signal),
    staleTime: 5 * 60_000,
  });
  const files = Form.useWatch('files', form);
  const uploading = (files ?? []).some((f) => f.status === 'uploading');

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const body: ArticleAdminBody = {
        title: values.title ?? '',
        number: values.number ?? '',
        keyword: values.keyword ?? '',
        platformId: values.platformId ?? null,
        appCode: module === 'quickstart' ? (values.appCode ?? null) : null,
        content: values.content ?? '',
        fileIds: (values.files ?? []).map((f) => f.response!.fileId),
      };
      if (id === null) await createArticle(module, body);
      else await editArticle(module, id, body);
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'article', module] });
      onClose();
    },
    onError: (error) => showFieldError(form, error, { fileIds: 'files' }),
  });

  const max = (limit: number) => ({ max: limit, message: t('articlesAdmin.maxLength', { max: limit }) });
  const filesRule = {
    validator: (_rule: unknown, value: UploadFile<ArticleFile>[] | undefined) => {
      const list = value ?? [];
      if (list.some((f) => f.status === 'uploading')) return Promise.reject(new Error(t('articlesAdmin.uploading')));
      if (list.some((f) => f.status !== 'done' || !f.response))
        return Promise.reject(new Error(t('articlesAdmin.uploadBroken')));
      return list.length <= articleAdminLimits.files
        ? Promise.resolve()
        : Promise.reject(new Error(t('articlesAdmin.filesRule', { max: articleAdminLimits.files })));
    },
  };
  const appOptions = menuDefs
    .filter((m) => (options.data?.appCodes ?? []).includes(m.funcNo))
    .map((m) => ({ value: m.funcNo, label: menuName(m, language) }));
  const title = t(`articlesAdmin.${id === null ? 'createTitle' : 'editTitle'}.${module}`);

  const body =
    id !== null && detail.isError ? (
      <Result status="warning" title={t('articlesAdmin.loadFailed')} />
    ) : id !== null && !detail.data ? (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    ) : (
      <Form<FormValues>
        form={form}
        name="article"
        layout="vertical"
        validateTrigger={validateTrigger}
        initialValues={detail.data ? toForm(detail.data) : { files: [], platformId: null, appCode: null }}
        onFinish={(values) => save.mutate(values)}
        aria-label={title}
      >
        <Form.Item
          name="title"
          label={t('articlesAdmin.field.title')}
          rules={[requiredText(t), max(articleAdminLimits.title)]}
        >
          <Input maxLength={articleAdminLimits.title} showCount />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="number"
            label={t('articlesAdmin.field.number')}
            extra={t('articlesAdmin.field.numberHelp')}
            rules={[max(articleAdminLimits.number)]}
            style={{ flex: '1 1 200px' }}
          >
            <Input maxLength={articleAdminLimits.number} />
          </Form.Item>
          <Form.Item
            name="platformId"
            label={t('articlesAdmin.field.platform')}
            extra={t('articlesAdmin.field.platformHelp')}
            style={{ flex: '1 1 200px' }}
          >
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.isLoading}
              placeholder={t('articlesAdmin.public')}
              options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          {module === 'quickstart' ? (
            <Form.Item name="appCode" label={t('articlesAdmin.field.appCode')} style={{ flex: '1 1 200px' }}>
              <Select allowClear placeholder={t('articlesAdmin.field.appCodeNone')} options={appOptions} />
            </Form.Item>
          ) : null}
        </Flex>
        <Form.Item
          name="keyword"
          label={t('articlesAdmin.field.keyword')}
          extra={t('articlesAdmin.field.keywordHelp')}
          rules={[max(articleAdminLimits.keyword)]}
        >
          <Input maxLength={articleAdminLimits.keyword} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('articlesAdmin.field.content')}
          rules={[requiredText(t), max(articleAdminLimits.content)]}
        >
          <RichTextField maxLength={articleAdminLimits.content} />
        </Form.Item>
        <Form.Item
          name="files"
          label={t('articlesAdmin.field.attachments')}
          extra={t('articlesAdmin.filesHelp', { max: articleAdminLimits.files })}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile<ArticleFile>[] }) => event.fileList}
          rules={[filesRule]}
        >
          <Upload<ArticleFile>
            multiple
            maxCount={articleAdminLimits.files}
            customRequest={({ file, onProgress, onSuccess, onError }) => {
              uploadWithProgress<ArticleFile>(uploadPath, file as File, (percent) => onProgress?.({ percent }))
                .then((stored) => onSuccess?.(stored))
                .catch((error: Error) => {
                  notify({ type: 'error', content: t('articlesAdmin.uploadFailed', { reason: error.message }) });
                  onError?.(error);
                });
            }}
          >
            <Button icon={<UploadOutlined />}>{t('articlesAdmin.upload')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    );

  return (
    <Drawer
      open
      size="min(880px, 100vw)"
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={uploading || (id !== null && !detail.data)}
            onClick={() => form.submit()}
          >
            {t('articlesAdmin.save')}
          </Button>
        </Space>
      }
    >
      {body}
    </Drawer>
  );
}

function ArticlesConsole({ module }: { module: ArticleModule }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const query = useListQuery(spec);
  const [editing, setEditing] = useState<Editing | null>(null);
  const options = useQuery({
    queryKey: ['admin', 'article', 'options'],
    queryFn: ({ signal }) => fetchArticleOptions(signal),
    staleTime: 5 * 60_000,
  });
  const appName = new Map(menuDefs.map((m) => [m.funcNo, menuName(m, language)]));

  const actionButton = usePublishingMoves<ArticleAdmin>({
    move: (action, row) => changeArticleState(module, action, row.id),
    listKey: ['admin', 'article', module, 'list'],
    texts: (action, row) => ({
      label: t(`articlesAdmin.action.${action}`),
      title: t(`articlesAdmin.confirm.${action}Title`),
      description: t(`articlesAdmin.confirm.${action}.article`, { name: row.title }),
    }),
  });

  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const columns: TableColumnsType<ArticleAdmin> = [
    {
      title: t('articlesAdmin.field.title'),
      key: 'title',
      render: (_, row) => (
        <>
          <div style={{ wordBreak: 'break-word' }}>{row.title}</div>
          <div style={secondary}>{[row.number, row.keyword].filter(Boolean).join(' · ')}</div>
        </>
      ),
    },
    {
      title: t('articlesAdmin.field.platform'),
      dataIndex: 'platform',
      width: 110,
      render: (platform: string | null) => platform ?? <Tag>{t('articlesAdmin.publicShort')}</Tag>,
    },
    ...(module === 'quickstart'
      ? [
          {
            title: t('articlesAdmin.field.appCode'),
            dataIndex: 'appCode',
            width: 130,
            render: (code: string | null) => (code ? (appName.get(code) ?? code) : '—'),
          },
        ]
      : []),
    {
      title: t('articlesAdmin.field.state'),
      key: 'state',
      width: 120,
      render: (_, row) => (
        <Space size={4} wrap>
          <PublishStateTag state={row.state} label={t(`articlesAdmin.state.${row.state}`)} />
          {row.status === 'updated' ? (
            <Tooltip title={t('articlesAdmin.updatedHelp')}>
              <Tag color="blue">{t('articlesAdmin.updated')}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('articlesAdmin.field.files'),
      dataIndex: 'files',
      width: 80,
      render: (n: number) =>
        n ? (
          <span>
            <PaperClipOutlined aria-hidden /> {n}
          </span>
        ) : (
          <span style={secondary}>—</span>
        ),
    },
    {
      title: t('articlesAdmin.field.views'),
      dataIndex: 'views',
      width: 80,
      render: (n: number) => formatCount(n),
    },
    {
      title: t('articlesAdmin.field.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
    { title: t('articlesAdmin.field.creator'), dataIndex: 'creator', width: 100 },
    {
      title: t('articlesAdmin.field.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <PublishingActions
          state={row.state}
          editLabel={t('articlesAdmin.action.edit')}
          onEdit={() => setEditing({ mode: 'edit', id: row.id })}
          move={(action) => actionButton(action, row)}
        />
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader
        title={t(`admin.${module}.title`)}
        intro={t(`articlesAdmin.intro.${module}`)}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            {t(`articlesAdmin.create.${module}`)}
          </Button>
        }
      />
      <Card>
        <ListPage<ArticleAdmin, typeof spec>
          query={query}
          queryKey={['admin', 'article', module, 'list']}
          request={(params, signal) => listAdminArticles(module, params, signal)}
          search={{
            children: (
              <>
                <Form.Item name="keyword" label={t('articlesAdmin.filter.keyword')}>
                  <Input
                    allowClear
                    maxLength={articleAdminLimits.filter}
                    placeholder={t('articlesAdmin.filter.keywordPlaceholder.article')}
                    style={{ width: 240 }}
                  />
                </Form.Item>
                <Form.Item name="platformId" label={t('articlesAdmin.filter.platform')}>
                  <Select
                    allowClear
                    placeholder={t('articlesAdmin.filter.allPlatforms')}
                    style={{ width: 150 }}
                    options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
                <Form.Item name="state" label={t('articlesAdmin.filter.state')}>
                  <Select
                    allowClear
                    placeholder={t('articlesAdmin.filter.allStates')}
                    style={{ width: 140 }}
                    options={publishStates.map((s) => ({ value: s, label: t(`articlesAdmin.state.${s}`) }))}
                  />
                </Form.Item>
              </>
            ),
          }}
          columns={columns}
          scroll={{ x: module === 'quickstart' ? 1200 : 1080 }}
          empty={t(`articlesAdmin.empty.${module}`)}
          emptyFiltered={t('articlesAdmin.emptyFiltered')}
        />
      </Card>
      {editing ? <ArticleForm module={module} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}

export default function ArticlesAdminPage() {
  const { pathname } = useLocation();
  const module: ArticleModule = pathname.startsWith('/admin/quickstart') ? 'quickstart' : 'faq';
  // A new module is a new console: its list, filters and open form start afresh.
  return <ArticlesConsole key={module} module={module} />;
}
