// /admin/announcements: publishing the system announcements of the home page and /noticePage
// (staff code admin.publish). Every announcement in every state, filtered by keyword and state (in
// the address); a form writes both languages (plain text, one paragraph a line); release shows it
// on every customer's home page at once, withdraw takes it away from home and /noticePage.
import { useState } from 'react';
import { Button, Card, Flex, Input, Modal, Select, Space, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import {
  announcementLimits,
  changeAnnouncementState,
  createAnnouncement,
  editAnnouncement,
  listAdminAnnouncements,
  publishStates,
} from '../../api/articlesAdmin.ts';
import type { AnnouncementAdmin, AnnouncementBody } from '../../api/articlesAdmin.ts';
import { formatTime } from '../../components/format.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { usePublishingMoves } from '../../components/publishing/usePublishingMoves.tsx';
import { PublishingActions } from '../../components/publishing/PublishingActions.tsx';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { showFieldError } from './showFieldError.ts';
import { PublishStateTag } from '../../components/publishing/PublishStateTag.tsx';
import './i18n/articlesAdmin.ts';

const spec = { keyword: param.text(announcementLimits.filter), state: param.oneOf(publishStates) };
const listKey = ['admin', 'announcement', 'list'];

function AnnouncementForm({ current, onClose }: { current: AnnouncementAdmin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AnnouncementBody>();
  const title = t(current ? 'articlesAdmin.editTitle.announcement' : 'articlesAdmin.createTitle.announcement');
  const save = useMutation({
    mutationFn: async (values: AnnouncementBody) => {
      if (current) await editAnnouncement(current.id, values);
      else await createAnnouncement(values);
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: listKey });
      onClose();
    },
    onError: (error) => showFieldError(form, error),
  });
  const rules = (max: number) => [requiredText(t), { max, message: t('articlesAdmin.maxLength', { max }) }];
  const pair = (name: 'title' | 'content', max: number, multiline: boolean) => (
    <Flex gap={token.margin} wrap>
      {(['', 'En'] as const).map((suffix) => (
        <Form.Item
          key={suffix}
          name={`${name}${suffix}`}
          label={t(`articlesAdmin.field.${name}${suffix || 'Zh'}`)}
          rules={rules(max)}
          style={{ flex: '1 1 300px' }}
        >
          {multiline ? (
            <Input.TextArea maxLength={max} showCount autoSize={{ minRows: 5, maxRows: 12 }} />
          ) : (
            <Input maxLength={max} />
          )}
        </Form.Item>
      ))}
    </Flex>
  );
  return (
    <Modal
      open
      width={820}
      title={title}
      okText={t('articlesAdmin.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<AnnouncementBody>
        form={form}
        name="announcement"
        layout="vertical"
        validateTrigger={validateTrigger}
        initialValues={current ?? undefined}
        onFinish={(values) => save.mutate(values)}
        aria-label={title}
      >
        {pair('title', announcementLimits.title, false)}
        {pair('content', announcementLimits.content, true)}
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {t('articlesAdmin.field.contentHelp')}
        </div>
      </Form>
    </Modal>
  );
}

export default function AnnouncementsAdminPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const query = useListQuery(spec);
  const [editing, setEditing] = useState<AnnouncementAdmin | 'new' | null>(null);

  const titleOf = (row: AnnouncementAdmin) => (language === 'en' ? row.titleEn || row.title : row.title);

  const actionButton = usePublishingMoves<AnnouncementAdmin>({
    move: (action, row) => changeAnnouncementState(action, row.id),
    listKey,
    texts: (action, row) => ({
      label: t(`articlesAdmin.action.${action}`),
      title: t(`articlesAdmin.confirm.${action}Title`),
      description: t(`articlesAdmin.confirm.${action}.announcement`, { name: titleOf(row) }),
    }),
  });

  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const columns: TableColumnsType<AnnouncementAdmin> = [
    {
      title: t('articlesAdmin.field.title'),
      key: 'title',
      render: (_, row) => (
        <>
          <div style={{ wordBreak: 'break-word' }}>{row.title}</div>
          <div style={{ ...secondary, wordBreak: 'break-word' }}>{row.titleEn}</div>
        </>
      ),
    },
    {
      title: t('articlesAdmin.field.state'),
      dataIndex: 'state',
      width: 110,
      render: (state: AnnouncementAdmin['state']) => (
        <PublishStateTag state={state} label={t(`articlesAdmin.state.${state}`)} />
      ),
    },
    {
      title: t('articlesAdmin.field.publishedAt'),
      dataIndex: 'publishedAt',
      width: 160,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('articlesAdmin.field.publisher'),
      dataIndex: 'publisher',
      width: 120,
      render: (name: string) => name || <span style={secondary}>—</span>,
    },
    {
      title: t('articlesAdmin.field.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <PublishingActions
          state={row.state}
          editLabel={t('articlesAdmin.action.edit')}
          onEdit={() => setEditing(row)}
          move={(action) => actionButton(action, row)}
        />
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader
        title={t('admin.announcements.title')}
        intro={t('articlesAdmin.intro.announcements')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('articlesAdmin.create.announcement')}
          </Button>
        }
      />
      <Card>
        <ListPage<AnnouncementAdmin, typeof spec>
          query={query}
          queryKey={listKey}
          request={listAdminAnnouncements}
          search={{
            children: (
              <>
                <Form.Item name="keyword" label={t('articlesAdmin.filter.keyword')}>
                  <Input
                    allowClear
                    maxLength={announcementLimits.filter}
                    placeholder={t('articlesAdmin.filter.keywordPlaceholder.announcement')}
                    style={{ width: 240 }}
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
          scroll={{ x: 860 }}
          empty={t('articlesAdmin.empty.announcements')}
          emptyFiltered={t('articlesAdmin.emptyFiltered')}
        />
      </Card>
      {editing ? (
        <AnnouncementForm current={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Space>
  );
}
