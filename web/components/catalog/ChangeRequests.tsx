// Change-request collection on a notice (PCN): the customer states the impact and what
// they request; every request of their company on this notice is listed below the form, with the
// vendor engineer's reply (the staff console's work queues) or its state.
import { Button, Input, Typography } from 'antd';
import { Form } from '../Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { addChangeRequest, listChangeRequests } from '../../api/dcc.ts';
import type { ChangeRequest } from '../../api/dcc.ts';
import { notify } from '../../notify.ts';
import { requiredText, validateTrigger } from '../formRules.ts';
import { formatTime } from '../format.ts';
import { ListPage } from '../list/ListPage.tsx';
import { ReplyCell } from '../replies/ReplyCell.tsx';
import { useLocalListQuery } from '../list/useLocalListQuery.ts';

type Values = { impact: string; request: string };
const maxChars = 1000; // contract/dcc.ts changeRequestBody
/** No filters: the notice's requests, paged. */
const spec = {};

export function ChangeRequests({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  // The page is the drawer's own: the address belongs to the catalogue list under it.
  const query = useLocalListQuery(spec);
  const submit = useMutation({
    mutationFn: (values: Values) =>
      addChangeRequest({ itemId, impact: values.impact.trim(), request: values.request.trim() }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      form.resetFields();
      query.page(1, query.pageSize);
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'pcn', 'changeRequests', itemId] });
    },
  });

  const columns: TableColumnsType<ChangeRequest> = [
    {
      title: t('catalog.pcn.request.impact'),
      dataIndex: 'impact',
      render: (value: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>,
    },
    {
      title: t('catalog.pcn.request.request'),
      dataIndex: 'request',
      render: (value: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>,
    },
    { title: t('catalog.pcn.request.author'), dataIndex: 'author', width: 140 },
    {
      title: t('catalog.pcn.request.reply'),
      dataIndex: 'reply',
      width: 240,
      render: (_: unknown, row) => <ReplyCell status={row.status} reply={row.reply} repliedAt={row.repliedAt} />,
    },
    {
      title: t('catalog.pcn.request.createdAt'),
      dataIndex: 'createdAt',
      width: 140,
      render: (value: string) => formatTime(value),
    },
  ];

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('catalog.pcn.request.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('catalog.pcn.request.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => submit.mutate(values)}
        disabled={submit.isPending}
      >
        <Form.Item
          name="impact"
          label={t('catalog.pcn.request.impact')}
          rules={[requiredText(t)]}
          validateTrigger={validateTrigger}
        >
          <Input.TextArea
            rows={3}
            maxLength={maxChars}
            showCount
            placeholder={t('catalog.pcn.request.impactPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="request"
          label={t('catalog.pcn.request.request')}
          rules={[requiredText(t)]}
          validateTrigger={validateTrigger}
        >
          <Input.TextArea
            rows={3}
            maxLength={maxChars}
            showCount
            placeholder={t('catalog.pcn.request.requestPlaceholder')}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('catalog.pcn.request.submit')}
          </Button>
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('catalog.pcn.request.list')}</Typography.Title>
      <ListPage<ChangeRequest, typeof spec>
        query={query}
        queryKey={['catalog', 'pcn', 'changeRequests', itemId]}
        request={(page, signal) => listChangeRequests({ itemId, ...page }, signal)}
        size="small"
        columns={columns}
        scroll={{ x: 840 }}
        empty={t('catalog.pcn.request.empty')}
      />
    </>
  );
}
