// /admin/partners: publishing the partners of the home page (staff code admin.publish). Every
// partner in every state, in home-page order, filtered by keyword and state (in the address); a
// form writes both languages, the address and the order; release shows it on every customer's home
// page, withdraw takes it away.
import { useState } from 'react';
import { Button, Card, Flex, Input, InputNumber, Modal, Select, Space, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { FormRule, TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import {
  changePartnerState,
  createPartner,
  editPartner,
  listAdminPartners,
  isHttpUrl,
  partnerLimits,
  publishStates,
} from '../../api/articlesAdmin.ts';
import type { PartnerAdmin, PartnerBody } from '../../api/articlesAdmin.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import { usePublishingMoves } from '../../components/publishing/usePublishingMoves.tsx';
import { PublishingActions } from '../../components/publishing/PublishingActions.tsx';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { PublishStateTag } from '../../components/publishing/PublishStateTag.tsx';
import { showFieldError } from './showFieldError.ts';
import './i18n/articlesAdmin.ts';

const spec = { keyword: param.text(partnerLimits.filter), state: param.oneOf(publishStates) };
const listKey = ['admin', 'partner', 'list'];

function PartnerForm({ current, onClose }: { current: PartnerAdmin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PartnerBody>();
  const title = t(current ? 'articlesAdmin.editTitle.partner' : 'articlesAdmin.createTitle.partner');
  const save = useMutation({
    mutationFn: async (values: PartnerBody) => {
      const body = { ...values, url: values.url ?? '', sort: values.sort ?? 0 };
      if (current) await editPartner(current.id, body);
      else await createPartner(body);
    },
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: listKey });
      onClose();
    },
    onError: (error) => showFieldError(form, error),
  });
  const rules = (max: number) => [requiredText(t), { max, message: t('articlesAdmin.maxLength', { max }) }];
  const urlRule: FormRule = {
    validator: (_rule, value: string | undefined) =>
      !value?.trim() || isHttpUrl(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('articlesAdmin.field.urlRule'))),
  };
  const pair = (name: 'name' | 'category' | 'description', max: number, multiline = false) => (
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
            <Input.TextArea maxLength={max} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
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
      <Form<PartnerBody>
        form={form}
        name="partner"
        layout="vertical"
        validateTrigger={validateTrigger}
        initialValues={current ?? { url: '', sort: 0 }}
        onFinish={(values) => save.mutate(values)}
        aria-label={title}
      >
        {pair('name', partnerLimits.name)}
        {pair('category', partnerLimits.category)}
        {pair('description', partnerLimits.description, true)}
        <Flex gap={token.margin} wrap>
          <Form.Item
            name="url"
            label={t('articlesAdmin.field.url')}
            extra={t('articlesAdmin.field.urlHelp')}
            rules={[
              urlRule,
              { max: partnerLimits.url, message: t('articlesAdmin.maxLength', { max: partnerLimits.url }) },
            ]}
            style={{ flex: '2 1 360px' }}
          >
            <Input maxLength={partnerLimits.url} placeholder="https://" />
          </Form.Item>
          <Form.Item
            name="sort"
            label={t('articlesAdmin.field.sort')}
            extra={t('articlesAdmin.field.sortHelp')}
            rules={[requiredSelect(t)]}
            style={{ flex: '1 1 160px' }}
          >
            <InputNumber min={0} max={partnerLimits.sortMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}

export default function PartnersAdminPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const query = useListQuery(spec);
  const [editing, setEditing] = useState<PartnerAdmin | 'new' | null>(null);

  const nameOf = (row: PartnerAdmin) => (language === 'en' ? row.nameEn || row.name : row.name);

  const actionButton = usePublishingMoves<PartnerAdmin>({
    move: (action, row) => changePartnerState(action, row.id),
    listKey,
    texts: (action, row) => ({
      label: t(`articlesAdmin.action.${action}`),
      title: t(`articlesAdmin.confirm.${action}Title`),
      description: t(`articlesAdmin.confirm.${action}.partner`, { name: nameOf(row) }),
    }),
  });

  const secondary = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
  const columns: TableColumnsType<PartnerAdmin> = [
    {
      title: t('articlesAdmin.field.name'),
      key: 'name',
      render: (_, row) => (
        <>
          <div style={{ wordBreak: 'break-word' }}>{row.name}</div>
          <div style={{ ...secondary, wordBreak: 'break-word' }}>{row.nameEn}</div>
        </>
      ),
    },
    {
      title: t('articlesAdmin.field.category'),
      key: 'category',
      width: 160,
      render: (_, row) => (language === 'en' ? row.categoryEn || row.category : row.category),
    },
    {
      title: t('articlesAdmin.field.url'),
      dataIndex: 'url',
      width: 240,
      render: (url: string) =>
        url ? (
          <Typography.Link href={url} target="_blank" rel="noopener noreferrer" ellipsis style={{ maxWidth: 220 }}>
            {url}
          </Typography.Link>
        ) : (
          <span style={secondary}>—</span>
        ),
    },
    { title: t('articlesAdmin.field.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('articlesAdmin.field.state'),
      dataIndex: 'state',
      width: 110,
      render: (state: PartnerAdmin['state']) => (
        <PublishStateTag state={state} label={t(`articlesAdmin.state.${state}`)} />
      ),
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
        title={t('admin.partners.title')}
        intro={t('articlesAdmin.intro.partners')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('articlesAdmin.create.partner')}
          </Button>
        }
      />
      <Card>
        <ListPage<PartnerAdmin, typeof spec>
          query={query}
          queryKey={listKey}
          request={listAdminPartners}
          search={{
            children: (
              <>
                <Form.Item name="keyword" label={t('articlesAdmin.filter.keyword')}>
                  <Input
                    allowClear
                    maxLength={partnerLimits.filter}
                    placeholder={t('articlesAdmin.filter.keywordPlaceholder.partner')}
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
          scroll={{ x: 1000 }}
          empty={t('articlesAdmin.empty.partners')}
          emptyFiltered={t('articlesAdmin.emptyFiltered')}
        />
      </Card>
      {editing ? <PartnerForm current={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Space>
  );
}
