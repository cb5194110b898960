// The apply lists of /patchset: ongoing (being made) or finished (published or cancelled), mine
// (myapplied) or the company's (applied), a keyword; each apply opens on /patchset/ePatchDetail; an
// ongoing one can be revoked (confirmed, naming it), a revoked one's PARs added to the cart again.
// Also "My PARs" (mypar) and the PARs planned for the next release (nextReleasePar).
import { useState } from 'react';
import { Button, Flex, Input, Popconfirm, Segmented, Select, Space, Tag, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  applyPhases,
  applyStatuses,
  fetchDropDown,
  listApplies,
  listMyPars,
  listNextReleasePars,
  patchsetMax,
  revokeApply,
} from '../../api/patchset.ts';
import type { Apply, MyPar, Par } from '../../api/patchset.ts';
import { notify } from '../../notify.ts';
import { formatTime } from '../../components/format.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import {
  ApplyStatusTag,
  MandatoryMark,
  ParDetailModal,
  applyColumns,
  applyDetailPath,
  useAddAgain,
} from './PatchsetParts.tsx';
import './i18n/patchset.ts';

const scopes = ['mine', 'company'] as const;
const applySpec = {
  phase: param.kept(param.withFallback(param.oneOf(applyPhases), 'ongoing')),
  scope: param.kept(param.withFallback(param.oneOf(scopes), 'mine')),
  keyword: param.text(patchsetMax.keyword),
};

/** Revoke (ongoing) and add again (revoked): the row's actions, shared with the e-patch page. */
export function ApplyActions({ apply, size = 'small' }: { apply: Apply; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const addAgain = useAddAgain();
  const revoke = useMutation({
    mutationFn: () => revokeApply(apply.id),
    onSuccess: () => {
      notify({ type: 'success', content: t('patchset.apply.revoked') });
      void client.invalidateQueries({ queryKey: ['patchset'] });
    },
  });
  const link = size === 'small';
  return (
    <Space size={4} wrap>
      {apply.status === 'ongoing' ? (
        <Popconfirm
          title={t('patchset.apply.revokeTitle', { no: apply.applyNo })}
          description={<div style={{ maxWidth: 300 }}>{t('patchset.apply.revokeDesc')}</div>}
          okText={t('patchset.apply.revoke')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => revoke.mutateAsync().catch(() => {})}
        >
          <Button
            type={link ? 'link' : 'default'}
            size={size}
            danger
            loading={revoke.isPending}
            style={link ? { paddingInline: 4 } : undefined}
          >
            {t('patchset.apply.revoke')}
          </Button>
        </Popconfirm>
      ) : null}
      {apply.revoked ? (
        <Button
          type={link ? 'link' : 'primary'}
          size={size}
          loading={addAgain.isPending}
          style={link ? { paddingInline: 4 } : undefined}
          onClick={() => addAgain.mutate(apply.id)}
        >
          {t('patchset.apply.addAgain')}
        </Button>
      ) : null}
    </Space>
  );
}

export function AppliesTab() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useListQuery(applySpec, { keep: ['tab'] });
  const scope = query.filters.scope ?? 'mine';
  const columns: TableColumnsType<Apply> = [
    ...applyColumns<Apply>(t, {
      applyNo: (row) => <Link to={applyDetailPath(row.id)}>{row.applyNo}</Link>,
      applicant: scope === 'company',
    }),
    {
      title: t('patchset.column.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          <Link to={applyDetailPath(row.id)} style={{ paddingInline: 4 }}>
            {t('patchset.apply.view')}
          </Link>
          <ApplyActions apply={row} />
        </Space>
      ),
    },
  ];
  return (
    <ListPage<Apply, typeof applySpec>
      query={query}
      queryKey={['patchset', 'applies']}
      request={({ scope: s, ...params }, signal) => listApplies(s ?? 'mine', params, signal)}
      search={{
        children: (
          <Form.Item name="keyword" label={t('patchset.filter.keyword')}>
            <Input
              allowClear
              maxLength={patchsetMax.keyword}
              placeholder={t('patchset.filter.applyKeyword')}
              style={{ width: 260 }}
            />
          </Form.Item>
        ),
      }}
      toolbar={
        <Flex wrap gap={token.marginSM} style={{ marginBottom: token.marginSM }}>
          <Segmented
            aria-label={t('patchset.filter.phase')}
            value={query.filters.phase ?? 'ongoing'}
            onChange={(phase) => query.search({ phase })}
            options={applyPhases.map((p) => ({ value: p, label: t(`patchset.phase.${p}`) }))}
          />
          <Segmented
            aria-label={t('patchset.filter.scope')}
            value={scope}
            onChange={(s) => query.search({ scope: s })}
            options={scopes.map((s) => ({ value: s, label: t(`patchset.scope.${s}`) }))}
          />
        </Flex>
      }
      columns={columns}
      scroll={{ x: 1250 }}
      empty={t('patchset.empty.applies')}
      emptyFiltered={t('patchset.empty.appliesFiltered')}
    />
  );
}

const myParSpec = {
  keyword: param.text(patchsetMax.keyword),
  status: param.oneOf(applyStatuses),
};

export function MyParsTab() {
  const { t } = useTranslation();
  const query = useListQuery(myParSpec, { keep: ['tab'] });
  const [par, setPar] = useState<number | null>(null);
  const columns: TableColumnsType<MyPar> = [
    {
      title: t('patchset.column.parNo'),
      dataIndex: 'parNo',
      width: 150,
      fixed: 'left',
      render: (no: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setPar(row.parId)}>
          {no}
        </Button>
      ),
    },
    { title: t('patchset.column.summary'), dataIndex: 'summary', width: 320, ellipsis: { showTitle: true } },
    { title: t('patchset.column.bugId'), dataIndex: 'bugId', width: 110 },
    {
      title: t('patchset.column.issueType'),
      dataIndex: 'issueType',
      width: 100,
      render: (v: MyPar['issueType']) => t(`patchset.issueType.${v}`),
    },
    { title: t('patchset.column.branch'), dataIndex: 'branchName', width: 210 },
    {
      title: t('patchset.column.applyNo'),
      dataIndex: 'applyNo',
      width: 120,
      render: (no: string, row) => <Link to={applyDetailPath(row.applyId)}>{no}</Link>,
    },
    {
      title: t('patchset.column.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: MyPar['status']) => <ApplyStatusTag apply={{ status, revoked: false }} />,
    },
    { title: t('patchset.column.createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatTime(v) },
  ];
  return (
    <>
      <ListPage<MyPar, typeof myParSpec>
        query={query}
        queryKey={['patchset', 'mypar']}
        request={listMyPars}
        rowKey={(row) => `${row.applyId}-${row.parId}`}
        search={{
          children: (
            <>
              <Form.Item name="keyword" label={t('patchset.filter.keyword')}>
                <Input
                  allowClear
                  maxLength={patchsetMax.keyword}
                  placeholder={t('patchset.filter.parKeyword')}
                  style={{ width: 240 }}
                />
              </Form.Item>
              <Form.Item name="status" label={t('patchset.filter.status')}>
                <Select
                  allowClear
                  placeholder={t('patchset.filter.all')}
                  style={{ width: 130 }}
                  options={applyStatuses.map((s) => ({ value: s, label: t(`patchset.status.${s}`) }))}
                />
              </Form.Item>
            </>
          ),
        }}
        columns={columns}
        scroll={{ x: 1270 }}
        empty={t('patchset.empty.mypar')}
        emptyFiltered={t('patchset.empty.parsFiltered')}
      />
      <ParDetailModal id={par} onOpen={setPar} onClose={() => setPar(null)} />
    </>
  );
}

const nextSpec = { keyword: param.text(patchsetMax.keyword), platformId: param.id };

/** The PARs planned for the next release; `platformId` fixed narrows to a branch's platform. */
export function NextReleaseList({ platformId, keep = ['tab'] }: { platformId?: number; keep?: string[] }) {
  const { t } = useTranslation();
  const query = useListQuery(nextSpec, { keep });
  const [par, setPar] = useState<number | null>(null);
  const options = useQuery({
    queryKey: ['patchset', 'dropdown'],
    queryFn: ({ signal }) => fetchDropDown(signal),
    enabled: platformId === undefined,
  });
  const columns: TableColumnsType<Par> = [
    {
      title: t('patchset.column.parNo'),
      dataIndex: 'parNo',
      width: 150,
      render: (no: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setPar(row.id)}>
          {no}
        </Button>
      ),
    },
    { title: t('patchset.column.summary'), dataIndex: 'summary', width: 320, ellipsis: { showTitle: true } },
    { title: t('patchset.column.platform'), dataIndex: 'platform', width: 110, render: (p: string) => <Tag>{p}</Tag> },
    {
      title: t('patchset.column.issueType'),
      dataIndex: 'issueType',
      width: 100,
      render: (v: Par['issueType']) => t(`patchset.issueType.${v}`),
    },
    { title: t('patchset.column.planTime'), dataIndex: 'planTime', width: 120 },
    {
      title: t('patchset.column.mandatory'),
      dataIndex: 'mandatory',
      width: 100,
      render: (v: boolean) => <MandatoryMark mandatory={v} />,
    },
  ];
  return (
    <>
      <ListPage<Par, typeof nextSpec>
        query={query}
        queryKey={['patchset', 'next', platformId ?? 0]}
        request={(request, signal) =>
          listNextReleasePars({ ...request, platformId: platformId ?? request.platformId }, signal)
        }
        search={{
          children: (
            <>
              <Form.Item name="keyword" label={t('patchset.filter.keyword')}>
                <Input
                  allowClear
                  maxLength={patchsetMax.keyword}
                  placeholder={t('patchset.filter.parKeyword')}
                  style={{ width: 240 }}
                />
              </Form.Item>
              {platformId === undefined ? (
                <Form.Item name="platformId" label={t('patchset.filter.platform')}>
                  <Select
                    allowClear
                    placeholder={t('patchset.filter.all')}
                    style={{ width: 140 }}
                    options={(options.data?.platforms ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
              ) : null}
            </>
          ),
        }}
        columns={columns}
        scroll={{ x: 900 }}
        empty={t('patchset.empty.next')}
        emptyFiltered={t('patchset.empty.parsFiltered')}
      />
      <ParDetailModal id={par} onOpen={setPar} onClose={() => setPar(null)} />
    </>
  );
}
