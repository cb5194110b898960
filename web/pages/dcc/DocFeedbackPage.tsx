// /dcc/DCCFeedback and /tr/TRFeedback: feedback on documents or reports. The form (subject and
// text required, text at most 500 characters with a counter: spec §5), optionally about the item
// the user came from (?itemId=&itemName=), and the user's own feedback with the engineers' replies
// (given in the staff console's work queues) or its state.
import { Button, Card, Input, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useSearchParams } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { addFeedback, listFeedback } from '../../api/dcc.ts';
import type { DocFeedback, FeedbackKind } from '../../api/dcc.ts';
import { notify } from '../../notify.ts';
import '../../components/catalog/i18n/catalog.ts';
import { formatTime } from '../../components/format.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { ReplyCell } from '../../components/replies/ReplyCell.tsx';
import { useListQuery } from '../../components/list/useListQuery.ts';

type Values = { subject: string; content: string };
/** No filter bar: the user's own feedback, paged. */
const spec = {};

export function DocFeedbackPage({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form] = Form.useForm<Values>();
  // Paging keeps the item the form is about.
  const query = useListQuery(spec, { keep: ['itemId', 'itemName'] });
  const itemId = Number(searchParams.get('itemId')) || undefined;
  const itemName = searchParams.get('itemName');

  const send = useMutation({
    mutationFn: (values: Values) =>
      addFeedback(kind, { itemId, subject: values.subject.trim(), content: values.content.trim() }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      form.resetFields();
      setSearchParams({}); // back to page 1, no item
      void queryClient.invalidateQueries({ queryKey: ['catalog', kind, 'feedback'] });
    },
  });

  const dropItem = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('itemId');
    next.delete('itemName');
    setSearchParams(next, { replace: true });
  };

  const columns: TableColumnsType<DocFeedback> = [
    { title: t('catalog.feedback.subject'), dataIndex: 'subject', width: 180 },
    {
      title: t('catalog.feedback.item'),
      dataIndex: 'itemName',
      width: 200,
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('catalog.feedback.content'),
      dataIndex: 'content',
      render: (value: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>,
    },
    {
      title: t('catalog.feedback.reply'),
      dataIndex: 'reply',
      width: 260,
      render: (_: unknown, row) => <ReplyCell status={row.status} reply={row.reply} repliedAt={row.repliedAt} />,
    },
    {
      title: t('catalog.feedback.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatTime(value),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t(`${kind}.feedback.title`)}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
          {t(`catalog.feedback.intro.${kind}`)}
        </p>
      </div>
      <Card title={t('catalog.feedback.add')}>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => send.mutate(values)}
          disabled={send.isPending}
          style={{ maxWidth: 720 }}
        >
          <Form.Item label={t('catalog.feedback.item')}>
            {itemId ? (
              <Tag closable onClose={dropItem} style={{ whiteSpace: 'normal' }}>
                {itemName ?? `#${itemId}`}
              </Tag>
            ) : (
              <span style={{ color: token.colorTextSecondary }}>{t('catalog.feedback.itemNone')}</span>
            )}
          </Form.Item>
          <Form.Item
            name="subject"
            label={t('catalog.feedback.subject')}
            rules={[requiredText(t)]}
            validateTrigger={validateTrigger}
          >
            <Input maxLength={100} placeholder={t('catalog.feedback.subjectPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('catalog.feedback.content')}
            rules={[requiredText(t)]}
            validateTrigger={validateTrigger}
          >
            <Input.TextArea
              rows={5}
              maxLength={limits.feedbackMaxChars}
              showCount
              placeholder={t('catalog.feedback.contentPlaceholder')}
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              {t('catalog.feedback.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card title={t('catalog.feedback.list')}>
        <ListPage<DocFeedback, typeof spec>
          query={query}
          queryKey={['catalog', kind, 'feedback']}
          request={(page, signal) => listFeedback(kind, page, signal)}
          columns={columns}
          scroll={{ x: 900 }}
          empty={t('catalog.feedback.empty')}
        />
      </Card>
    </Space>
  );
}
