// /patchset/preview?branchId=: the cart's PARs (every field of spec §3 in each row's expansion,
// all selected at first) and the apply form — the destination branch name, apply remark, delivery
// date and reason, plan time, mandatory flag — checked on blur and change; submit (save) with
// nothing selected says 'please select data first'. Submitted, the apply shows in the ongoing list.
import { useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Input, Row, Switch } from 'antd';
import { Form } from '../../components/Form.tsx';
import { Skeleton, Space, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { limits } from '../../../contract/limits.ts';
import { fetchCart, patchsetMax, saveApply } from '../../api/patchset.ts';
import type { CartItem } from '../../api/patchset.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { requiredSelect, validateTrigger } from '../../components/formRules.ts';
import { param } from '../../components/list/listParams.ts';
import { MandatoryMark, ParTable, PatchsetGate } from './PatchsetParts.tsx';
import './i18n/patchset.ts';

type Values = {
  branchName: string;
  applyRemark?: string;
  deliveryDate?: Dayjs;
  deliveryReason?: string;
  planTime?: Dayjs;
  mandatory: boolean;
};

const applyNoOf = (id: number) => `PSA${String(id).padStart(6, '0')}`;
/** The form's dates (required) and texts (at most their contract length), in the order shown. */
const dateFields = ['deliveryDate', 'planTime'] as const;
const textFields = ['deliveryReason', 'applyRemark'] as const;

function Preview() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [searchParams] = useSearchParams();
  const branchId = param.id.read(searchParams.get('branchId'));
  const [form] = Form.useForm<Values>();
  const [selected, setSelected] = useState<number[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cart = useQuery({
    queryKey: ['patchset', 'cart', branchId],
    queryFn: ({ signal }) => fetchCart(branchId!, signal),
    enabled: branchId !== undefined,
  });
  const items = cart.data?.items ?? [];
  // Every PAR of the cart is selected until the user changes it.
  const chosen = selected ?? items.map((i) => i.id);

  const save = useMutation({
    mutationFn: (values: Values) =>
      saveApply({
        branchId: branchId!,
        parIds: chosen,
        applyRemark: values.applyRemark?.trim() ?? '',
        deliveryDate: values.deliveryDate!.format('YYYY-MM-DD'),
        deliveryReason: values.deliveryReason?.trim() ?? '',
        planTime: values.planTime!.format('YYYY-MM-DD'),
        mandatory: values.mandatory,
      }),
    onSuccess: ({ id }) => {
      notify({ type: 'success', content: t('patchset.preview.submitted', { no: applyNoOf(id) }) });
      void client.invalidateQueries({ queryKey: ['patchset'] });
      void navigate('/patchset?tab=applies');
    },
    onError: (error) => {
      const text = error instanceof ApiError && error.code !== null ? error.msg : t('common.operationError');
      setRefusal(text);
      notify({ type: 'error', content: text, durationMs: limits.toastMs, closable: true });
    },
  });

  const submit = async () => {
    setRefusal(null);
    if (chosen.length === 0) {
      notify({ type: 'error', content: t('common.note.selectData'), durationMs: limits.toastMs, closable: true });
      setRefusal(t('common.note.selectData'));
      return;
    }
    const values = await form.validateFields().catch(() => null);
    if (values) save.mutate(values);
  };

  if (branchId === undefined)
    return (
      <Card>
        <Empty description={t('patchset.preview.noBranch')}>
          <Link to="/patchset/addpatchset">{t('patchset.add.title')}</Link>
        </Empty>
      </Card>
    );

  const more: TableColumnsType<CartItem> = [
    {
      title: t('patchset.column.source'),
      dataIndex: 'source',
      width: 110,
      render: (v: CartItem['source']) => t(`patchset.source.${v}`),
    },
    {
      title: t('patchset.column.mandatory'),
      dataIndex: 'mandatory',
      width: 90,
      render: (v: boolean) => <MandatoryMark mandatory={v} />,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('patchset.preview.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
          {t('patchset.preview.intro')}
        </p>
      </div>
      <Card
        title={cart.data ? `${t('patchset.add.cart')} · ${cart.data.branch.name}` : t('patchset.add.cart')}
        extra={
          <Typography.Text type="secondary" data-testid="selected-count">
            {t('patchset.preview.selected', { count: chosen.length, total: items.length })}
          </Typography.Text>
        }
      >
        {cart.isPending ? (
          <Skeleton active />
        ) : (
          <ParTable<CartItem>
            rowKey="id"
            dataSource={items}
            more={more}
            scrollX={1170}
            rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setSelected(keys.map(Number)) }}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('patchset.empty.cart')}>
                  <Link to={`/patchset/addpatchset?branchId=${branchId}`}>{t('patchset.preview.backToCart')}</Link>
                </Empty>
              ),
            }}
          />
        )}
      </Card>
      <Card title={t('patchset.preview.form')}>
        {cart.data ? (
          <Form<Values>
            form={form}
            layout="vertical"
            validateTrigger={validateTrigger}
            initialValues={{ branchName: cart.data.branch.name, mandatory: false }}
            style={{ maxWidth: 960 }}
          >
            <Row gutter={token.marginLG}>
              <Col xs={24} md={12}>
                <Form.Item name="branchName" label={t('patchset.preview.branchName')}>
                  <Input readOnly variant="filled" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="mandatory" label={t('patchset.preview.mandatory')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              {dateFields.map((name) => (
                <Col xs={24} md={12} key={name}>
                  <Form.Item name={name} label={t(`patchset.preview.${name}`)} rules={[requiredSelect(t)]}>
                    <DatePicker style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              ))}
              {textFields.map((name) => (
                <Col xs={24} md={12} key={name}>
                  <Form.Item
                    name={name}
                    label={t(`patchset.preview.${name}`)}
                    rules={[
                      { max: patchsetMax[name], message: t('patchset.preview.maxLength', { max: patchsetMax[name] }) },
                    ]}
                  >
                    <Input.TextArea
                      rows={3}
                      showCount
                      maxLength={patchsetMax[name]}
                      placeholder={t(`patchset.preview.${name}Placeholder`)}
                    />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: token.margin }} /> : null}
            <Flex gap={token.marginSM} wrap>
              <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
                {t('patchset.preview.submit')}
              </Button>
              <Link to={`/patchset/addpatchset?branchId=${branchId}`}>
                <Button>{t('patchset.preview.backToCart')}</Button>
              </Link>
            </Flex>
          </Form>
        ) : cart.isError ? (
          <Alert type="error" showIcon title={t('common.pageLoadError')} />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </Space>
  );
}

export default function PreviewPage() {
  return (
    <PatchsetGate>
      <Preview />
    </PatchsetGate>
  );
}
