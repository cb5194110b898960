// /admin/patchset: the engineer's console of patch-set applies (staff code admin.engineer), only
// of the companies assigned to them. The applies queue (keyword, company, status in the address)
// with an apply's detail, and publish or cancel of an ongoing one with an approval comment (the
// customer sees it at once and is mailed); and the per-company display switches of the module.
import { useState } from 'react';
import { Button, Card, Drawer, Input, Modal, Result, Select, Skeleton, Space } from 'antd';
import { Form } from '../../components/Form.tsx';
import { Tabs, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  applyStatuses,
  fetchAdminApply,
  fetchAdminSwitches,
  listAdminApplies,
  moveApply,
  patchsetMax,
} from '../../api/patchset.ts';
import type { AdminAction, AdminApply, ApplyItem, CompanySwitches } from '../../api/patchset.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { localName } from '../../components/format.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { ApplyFacts, ApplyTimeline, ParTable, applyColumns } from '../patchset/PatchsetParts.tsx';
import { AdminConsoleHeader } from '../../components/publishing/AdminConsoleHeader.tsx';
import '../patchset/i18n/patchset.ts';
import './i18n/patchsetAdmin.ts';
import { CompanySwitchesTable } from './CompanySwitchesTable.tsx';

const spec = {
  keyword: param.text(patchsetMax.keyword),
  companyId: param.id,
  status: param.oneOf(applyStatuses),
};

type Move = { action: AdminAction; apply: AdminApply };

function MoveDialog({ move, onClose }: { move: Move | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<{ comment?: string }>();
  const mutation = useMutation({
    mutationFn: ({ comment }: { comment?: string }) => moveApply(move!.action, move!.apply.id, comment?.trim() ?? ''),
    onSuccess: () => {
      notify({ type: 'success', content: t('patchsetAdmin.dialog.done', { no: move!.apply.applyNo }) });
      void client.invalidateQueries({ queryKey: ['patchsetAdmin'] });
      onClose();
    },
  });
  const cancel = move?.action === 'cancel';
  return (
    <Modal
      open={move !== null}
      title={move ? t(`patchsetAdmin.dialog.${move.action}`, { no: move.apply.applyNo }) : ''}
      okText={move ? t(`patchsetAdmin.action.${move.action}`) : ''}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: cancel }}
      confirmLoading={mutation.isPending}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => mutation.mutate(values))
          .catch(() => {})
      }
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <p>{move ? t(`patchsetAdmin.dialog.${move.action}Desc`) : null}</p>
      <Form form={form} layout="vertical" validateTrigger={validateTrigger}>
        <Form.Item
          name="comment"
          label={t('patchsetAdmin.dialog.comment')}
          rules={[
            ...(cancel ? [requiredText(t)] : []),
            { max: patchsetMax.comment, message: t('patchsetAdmin.maxLength', { max: patchsetMax.comment }) },
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={patchsetMax.comment}
            placeholder={t('patchsetAdmin.dialog.commentPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ApplyDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['patchsetAdmin', 'apply', id],
    queryFn: ({ signal }) => fetchAdminApply(id!, signal),
    enabled: id !== null,
    retry: false,
  });
  const a = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={a?.applyNo ?? t('patchsetAdmin.detail')} size="large">
      {detail.isError ? (
        <Result status="404" title={t('patchset.apply.notFound')} />
      ) : !a ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ApplyFacts apply={a} />
          <ParTable<ApplyItem>
            rowKey="parId"
            dataSource={a.items}
            more={[{ title: t('patchset.column.introducedIn'), dataIndex: 'introducedIn', width: 130 }]}
            scrollX={1060}
          />
          <Card size="small" title={t('patchset.apply.operations')}>
            <ApplyTimeline events={a.operations} testId="admin-operation-history" />
          </Card>
          <Card size="small" title={t('patchset.apply.approvals')}>
            <ApplyTimeline events={a.approvals} testId="admin-approval-history" />
          </Card>
        </Space>
      )}
    </Drawer>
  );
}

function AppliesQueue({ companies }: { companies: CompanySwitches[] }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const query = useListQuery(spec, { keep: ['tab'] });
  const [move, setMove] = useState<Move | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const columns: TableColumnsType<AdminApply> = [
    ...applyColumns<AdminApply>(t, {
      applyNo: (row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(row.id)}>
          {row.applyNo}
        </Button>
      ),
      after: [
        {
          title: t('patchsetAdmin.column.company'),
          dataIndex: 'companyId',
          width: 150,
          render: (companyId: number, row) => {
            const c = companies.find((x) => x.companyId === companyId);
            return c ? localName({ name: c.company, nameEn: c.companyEn }, language) : row.company;
          },
        },
      ],
      applicant: true,
    }),
    {
      title: t('patchset.column.actions'),
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setOpen(row.id)}>
            {t('patchsetAdmin.action.view')}
          </Button>
          {row.status === 'ongoing' ? (
            <>
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 4 }}
                onClick={() => setMove({ action: 'publish', apply: row })}
              >
                {t('patchsetAdmin.action.publish')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                style={{ paddingInline: 4 }}
                onClick={() => setMove({ action: 'cancel', apply: row })}
              >
                {t('patchsetAdmin.action.cancel')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<AdminApply, typeof spec>
        query={query}
        queryKey={['patchsetAdmin', 'applies']}
        request={listAdminApplies}
        search={{
          children: (
            <>
              <Form.Item name="keyword" label={t('patchset.filter.keyword')}>
                <Input
                  allowClear
                  maxLength={patchsetMax.keyword}
                  placeholder={t('patchset.filter.applyKeyword')}
                  style={{ width: 240 }}
                />
              </Form.Item>
              <Form.Item name="companyId" label={t('patchsetAdmin.filter.company')}>
                <Select
                  allowClear
                  placeholder={t('patchsetAdmin.filter.allCompanies')}
                  style={{ width: 170 }}
                  options={companies.map((c) => ({
                    value: c.companyId,
                    label: localName({ name: c.company, nameEn: c.companyEn }, language),
                  }))}
                />
              </Form.Item>
              <Form.Item name="status" label={t('patchsetAdmin.filter.status')}>
                <Select
                  allowClear
                  placeholder={t('patchsetAdmin.filter.allStatuses')}
                  style={{ width: 130 }}
                  options={applyStatuses.map((s) => ({ value: s, label: t(`patchset.status.${s}`) }))}
                />
              </Form.Item>
            </>
          ),
        }}
        columns={columns}
        scroll={{ x: 1440 }}
        empty={t('patchsetAdmin.empty')}
        emptyFiltered={t('patchsetAdmin.emptyFiltered')}
      />
      <MoveDialog move={move} onClose={() => setMove(null)} />
      <ApplyDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default function PatchsetAdminPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'switches' ? 'switches' : 'applies';
  const switches = useQuery({
    queryKey: ['patchsetAdmin', 'switches'],
    queryFn: ({ signal }) => fetchAdminSwitches(signal),
  });
  const companies = switches.data ?? [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AdminConsoleHeader title={t('admin.patchset.title')} intro={t('patchsetAdmin.intro')} />
      <Card styles={{ body: { paddingTop: token.paddingXS } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'switches' ? { tab: key } : {})}
          items={[
            {
              key: 'applies',
              label: t('patchsetAdmin.tab.applies'),
              children: tab === 'applies' ? <AppliesQueue companies={companies} /> : null,
            },
            {
              key: 'switches',
              label: t('patchsetAdmin.tab.switches'),
              children:
                tab === 'switches' ? <CompanySwitchesTable companies={companies} loading={switches.isPending} /> : null,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
