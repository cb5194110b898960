// The texts customers accept, on /admin/settings: per kind (NDA, disclaimers, AI terms) the current
// version, its history (each version's text in both languages) and the publishing of a new one —
// a form filled in with the current text, confirmed before it goes out, since every customer is
// then asked to accept again. Texts are plain (paragraphs separated by blank lines), shown as text.
import { useState } from 'react';
import { Button, Card, Descriptions, Drawer, Flex, Input, Modal, Space, Table, Tabs, Tag, Typography } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentKinds,
  documentLabelPattern,
  fetchDocumentHistory,
  publishDocument,
  settingsMax,
} from '../../api/settings.ts';
import type { DocumentBody, DocumentKind, DocumentVersion } from '../../api/settings.ts';
import { formatTime } from '../../components/format.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { showFieldError } from './showFieldError.ts';
import { QueryState } from './SettingsQueryState.tsx';
import './i18n/settings.ts';

const historyKey = (kind: DocumentKind) => ['settingsAdmin', 'documents', kind] as const;

/** A text as the customers see it: its paragraphs. */
function TextPreview({ title, content }: { title: string; content: string }) {
  return (
    <div style={{ maxHeight: '55vh', overflowY: 'auto' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {content
        .split(/\r?\n\s*\r?\n/)
        .filter((p) => p.trim() !== '')
        .map((paragraph, index) => (
          <Typography.Paragraph key={index} style={{ whiteSpace: 'pre-wrap' }}>
            {paragraph.trim()}
          </Typography.Paragraph>
        ))}
    </div>
  );
}

function ViewDialog({
  kind,
  version,
  onClose,
}: {
  kind: DocumentKind;
  version: DocumentVersion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  return (
    <Modal
      open={version !== null}
      title={
        version
          ? t('settingsAdmin.documents.viewTitle', {
              kind: t(`settingsAdmin.documents.kind.${kind}`),
              label: version.label,
            })
          : ''
      }
      width={760}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      destroyOnHidden
    >
      {version ? (
        <Tabs
          defaultActiveKey={language}
          items={[
            {
              key: 'zh',
              label: t('settingsAdmin.documents.zh'),
              children: <TextPreview title={version.titleZh} content={version.contentZh} />,
            },
            {
              key: 'en',
              label: t('settingsAdmin.documents.en'),
              children: <TextPreview title={version.titleEn} content={version.contentEn} />,
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}

function PublishDrawer({
  kind,
  current,
  open,
  onClose,
}: {
  kind: DocumentKind;
  current: DocumentVersion | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<DocumentBody>();
  const [modal, modalHolder] = Modal.useModal();
  const kindName = t(`settingsAdmin.documents.kind.${kind}`);
  const publish = useMutation({
    mutationFn: (body: DocumentBody) => publishDocument(kind, body),
    onSuccess: (published) => {
      notify({
        type: 'success',
        content: t('settingsAdmin.documents.form.published', { kind: kindName, label: published.label }),
      });
      void client.invalidateQueries({ queryKey: historyKey(kind) });
      onClose();
    },
    onError: (error) => showFieldError(form, error),
  });
  const submit = () =>
    void form
      .validateFields()
      .then((values) => {
        void modal.confirm({
          title: t('settingsAdmin.documents.form.confirmTitle', { label: values.label.trim() }),
          content: t('settingsAdmin.documents.form.confirmContent'),
          okText: t('settingsAdmin.documents.form.submit'),
          cancelText: t('common.cancel'),
          onOk: () => publish.mutateAsync(values).catch(() => {}),
        });
      })
      .catch(() => {});
  const max = (limit: number) => ({ max: limit, message: t('settingsAdmin.documents.form.maxLength', { max: limit }) });
  const labelRule = {
    validator: (_rule: unknown, value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || documentLabelPattern.test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('settingsAdmin.documents.form.labelRule'))),
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settingsAdmin.documents.form.title', { kind: kindName })}
      size="large"
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={publish.isPending} onClick={submit}>
            {t('settingsAdmin.documents.form.submit')}
          </Button>
        </Flex>
      }
    >
      {modalHolder}
      <Typography.Paragraph type="secondary">{t('settingsAdmin.documents.form.intro')}</Typography.Paragraph>
      {/* Mounted afresh at every opening (destroyOnHidden): filled in with the current text. */}
      <Form<DocumentBody>
        form={form}
        layout="vertical"
        validateTrigger={validateTrigger}
        disabled={publish.isPending}
        initialValues={{
          label: '',
          titleZh: current?.titleZh,
          titleEn: current?.titleEn,
          contentZh: current?.contentZh,
          contentEn: current?.contentEn,
        }}
      >
        <Form.Item
          name="label"
          label={t('settingsAdmin.documents.form.label')}
          rules={[requiredText(t), max(settingsMax.label), labelRule]}
        >
          <Input placeholder={t('settingsAdmin.documents.form.labelPlaceholder')} maxLength={settingsMax.label} />
        </Form.Item>
        {(['Zh', 'En'] as const).map((lang) => (
          <div key={lang}>
            <Form.Item
              name={`title${lang}`}
              label={t(`settingsAdmin.documents.form.title${lang}`)}
              rules={[requiredText(t), max(settingsMax.title)]}
            >
              <Input maxLength={settingsMax.title} showCount />
            </Form.Item>
            <Form.Item
              name={`content${lang}`}
              label={t(`settingsAdmin.documents.form.content${lang}`)}
              rules={[requiredText(t), max(settingsMax.content)]}
            >
              <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} maxLength={settingsMax.content} showCount />
            </Form.Item>
          </div>
        ))}
      </Form>
    </Drawer>
  );
}

function DocumentPanel({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const history = useQuery({ queryKey: historyKey(kind), queryFn: ({ signal }) => fetchDocumentHistory(kind, signal) });
  const [publishing, setPublishing] = useState(false);
  const [viewing, setViewing] = useState<DocumentVersion | null>(null);
  if (!history.data) return <QueryState failed={history.isError} onRetry={() => void history.refetch()} />;
  const versions = history.data.versions;
  const current = versions.find((v) => v.current);
  const publishedAt = (v: DocumentVersion) =>
    v.publishedAt ? formatTime(v.publishedAt) : t('settingsAdmin.documents.builtIn');
  const columns: TableColumnsType<DocumentVersion> = [
    {
      title: t('settingsAdmin.documents.label'),
      key: 'label',
      width: 180,
      render: (_: unknown, v) => (
        <Space size={4}>
          <Typography.Text strong={v.current}>{v.label}</Typography.Text>
          {v.current ? <Tag color="green">{t('settingsAdmin.documents.currentTag')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('settingsAdmin.documents.columnTitle'),
      key: 'title',
      ellipsis: true,
      render: (_: unknown, v) => (language === 'en' ? v.titleEn : v.titleZh),
    },
    {
      title: t('settingsAdmin.documents.publishedAt'),
      key: 'publishedAt',
      width: 170,
      render: (_: unknown, v) => publishedAt(v),
    },
    {
      title: t('settingsAdmin.documents.publishedBy'),
      key: 'publishedBy',
      width: 140,
      render: (_: unknown, v) => v.publishedBy ?? '—',
    },
    {
      title: '',
      key: 'view',
      width: 90,
      render: (_: unknown, v) => (
        <Button type="link" size="small" onClick={() => setViewing(v)}>
          {t('settingsAdmin.documents.view')}
        </Button>
      ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        {current ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            style={{ flex: 1, minWidth: 280 }}
            items={[
              { key: 'label', label: t('settingsAdmin.documents.current'), children: current.label },
              { key: 'at', label: t('settingsAdmin.documents.publishedAt'), children: publishedAt(current) },
              { key: 'by', label: t('settingsAdmin.documents.publishedBy'), children: current.publishedBy ?? '—' },
            ]}
          />
        ) : null}
        <Button type="primary" onClick={() => setPublishing(true)} disabled={versions.length >= settingsMax.versions}>
          {t('settingsAdmin.documents.publish')}
        </Button>
      </Flex>
      <Typography.Text strong>{t('settingsAdmin.documents.history')}</Typography.Text>
      <Table<DocumentVersion>
        rowKey="seq"
        size="middle"
        dataSource={versions}
        columns={columns}
        pagination={versions.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 720 }}
      />
      <PublishDrawer kind={kind} current={current} open={publishing} onClose={() => setPublishing(false)} />
      <ViewDialog kind={kind} version={viewing} onClose={() => setViewing(null)} />
    </Space>
  );
}

export function SettingsDocuments() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DocumentKind>('nda');
  return (
    <Card title={t('settingsAdmin.documents.title')}>
      <Typography.Paragraph type="secondary">{t('settingsAdmin.documents.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as DocumentKind)}
        items={documentKinds.map((k) => ({
          key: k,
          label: t(`settingsAdmin.documents.kind.${k}`),
          children: kind === k ? <DocumentPanel kind={k} /> : null,
        }))}
      />
    </Card>
  );
}
