// /patchset/addpatchset?branchId=: choose a destination branch the caller's account group allows
// (branches; the group's config from accgroupconfig), browse its pending PARs (pendingparlist,
// filtered by issue type, patch set, mandatory, keyword) or those planned for the next release;
// adding a PAR offers its dependencies along (dependencypar), the cart beside (cart, cartdel),
// then the preview.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Empty, Input, Modal } from 'antd';
import { Form } from '../../components/Form.tsx';
import { Select, Skeleton, Space, Tabs, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  addToCart,
  fetchBranches,
  fetchCart,
  fetchDependencies,
  fetchGroupConfig,
  fetchIssueTypes,
  fetchMyGroup,
  issueTypes,
  listPatchsets,
  listPendingPars,
  patchsetMax,
  removeFromCart,
} from '../../api/patchset.ts';
import type { Branch, DependencyPar, PendingPar } from '../../api/patchset.ts';
import { notify } from '../../notify.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { PlainList } from '../../components/PlainList.tsx';
import { param } from '../../components/list/listParams.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { NextReleaseList } from './AppliesTab.tsx';
import { MandatoryMark, ParDetailModal, PatchsetGate } from './PatchsetParts.tsx';
import './i18n/patchset.ts';

const pendingSpec = {
  keyword: param.text(patchsetMax.keyword),
  issueType: param.oneOf(issueTypes),
  patchSetId: param.id,
  mandatory: param.oneOf(['true', 'false'] as const),
};

type Offer = { par: PendingPar; deps: DependencyPar[] };

/** The dependencies of a PAR being added: those still to add are ticked, the others named why not. */
function DependencyDialog({
  offer,
  pending,
  onAdd,
  onCancel,
}: {
  offer: Offer | null;
  pending: boolean;
  onAdd: (ids: number[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const open = (d: DependencyPar) => !d.applied && !d.inCart;
  const [chosen, setChosen] = useState<number[] | null>(null);
  const ticked = chosen ?? offer?.deps.filter(open).map((d) => d.id) ?? [];
  return (
    <Modal
      open={offer !== null}
      title={offer ? t('patchset.add.depsTitle', { par: offer.par.parNo }) : ''}
      okText={t('patchset.add.depsAdd')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => onAdd(ticked)}
      onCancel={onCancel}
      afterClose={() => setChosen(null)}
      destroyOnHidden
    >
      <p>{t('patchset.add.depsIntro')}</p>
      <PlainList items={offer?.deps ?? []} rowKey={(d) => d.id} bordered>
        {(d) => (
          <>
            <Checkbox
              checked={ticked.includes(d.id)}
              disabled={!open(d)}
              onChange={(e) => setChosen(e.target.checked ? [...ticked, d.id] : ticked.filter((id) => id !== d.id))}
            >
              <Typography.Text strong>{d.parNo}</Typography.Text> {d.summary}
            </Checkbox>
            {d.applied ? <Tag color="green">{t('patchset.add.depsApplied')}</Tag> : null}
            {d.inCart ? <Tag color="blue">{t('patchset.add.depsInCart')}</Tag> : null}
          </>
        )}
      </PlainList>
    </Modal>
  );
}

function PendingPars({ branch, onOpen }: { branch: Branch; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useListQuery(pendingSpec, { keep: ['branchId', 'tab'] });
  const [offer, setOffer] = useState<Offer | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const types = useQuery({ queryKey: ['patchset', 'issueTypes'], queryFn: ({ signal }) => fetchIssueTypes(signal) });
  const sets = useQuery({
    queryKey: ['patchset', 'setsOf', branch.platformId],
    queryFn: ({ signal }) => listPatchsets({ platformId: branch.platformId, pageNum: 1, pageSize: 100 }, signal),
  });
  const add = useMutation({
    mutationFn: (parIds: number[]) => addToCart({ branchId: branch.id, parIds }),
    onSuccess: (_data, parIds) => {
      notify({ type: 'success', content: t('patchset.add.added', { count: parIds.length }) });
      setOffer(null);
      void client.invalidateQueries({ queryKey: ['patchset', 'pending'] });
      void client.invalidateQueries({ queryKey: ['patchset', 'cart', branch.id] });
    },
  });
  const start = async (par: PendingPar) => {
    setAsking(par.id);
    try {
      const deps = await fetchDependencies(par.id, branch.id);
      if (deps.length === 0) add.mutate([par.id]);
      else setOffer({ par, deps });
    } catch {
      // The request layer told the user.
    } finally {
      setAsking(null);
    }
  };

  const columns: TableColumnsType<PendingPar> = [
    {
      title: t('patchset.column.parNo'),
      dataIndex: 'parNo',
      width: 150,
      render: (no: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row.id)}>
          {no}
        </Button>
      ),
    },
    { title: t('patchset.column.summary'), dataIndex: 'summary', width: 300, ellipsis: { showTitle: true } },
    {
      title: t('patchset.column.issueType'),
      dataIndex: 'issueType',
      width: 120,
      render: (v: PendingPar['issueType']) => t(`patchset.issueType.${v}`),
    },
    {
      title: t('patchset.column.dependencies'),
      dataIndex: 'dependencyIds',
      width: 80,
      align: 'right',
      render: (ids: number[]) => (ids.length ? <Badge count={ids.length} color="orange" /> : '—'),
    },
    {
      title: t('patchset.column.mandatory'),
      dataIndex: 'mandatory',
      width: 90,
      render: (v: boolean) => <MandatoryMark mandatory={v} />,
    },
    { title: t('patchset.column.patchSet'), dataIndex: 'patchSet', width: 200, ellipsis: { showTitle: true } },
    {
      title: t('patchset.column.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_: unknown, row) =>
        row.inCart ? (
          <Tag color="blue">{t('patchset.add.inCart')}</Tag>
        ) : (
          <Button
            size="small"
            type="primary"
            ghost
            icon={<ShoppingCartOutlined />}
            loading={asking === row.id || (add.isPending && add.variables?.includes(row.id))}
            aria-label={`${t('patchset.add.add')} ${row.parNo}`}
            onClick={() => void start(row)}
          >
            {t('patchset.add.add')}
          </Button>
        ),
    },
  ];
  const all = t('patchset.filter.all');
  return (
    <>
      <ListPage<PendingPar, typeof pendingSpec>
        query={query}
        queryKey={['patchset', 'pending', branch.id]}
        request={(request, signal) => listPendingPars({ ...request, branchId: branch.id }, signal)}
        search={{
          children: (
            <>
              <Form.Item name="keyword" label={t('patchset.filter.keyword')}>
                <Input
                  allowClear
                  maxLength={patchsetMax.keyword}
                  placeholder={t('patchset.filter.parKeyword')}
                  style={{ width: 220 }}
                />
              </Form.Item>
              <Form.Item name="issueType" label={t('patchset.filter.issueType')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={all}
                  style={{ width: 130 }}
                  options={(types.data ?? []).map((x) => ({ value: x.value, label: x.label }))}
                />
              </Form.Item>
              <Form.Item name="patchSetId" label={t('patchset.filter.patchSet')}>
                <Select
                  allowClear
                  placeholder={all}
                  style={{ width: 220 }}
                  popupMatchSelectWidth={false}
                  options={(sets.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
                />
              </Form.Item>
              <Form.Item name="mandatory" label={t('patchset.filter.mandatory')}>
                <Select
                  allowClear
                  placeholder={all}
                  style={{ width: 100 }}
                  options={[
                    { value: 'true', label: t('patchset.filter.yes') },
                    { value: 'false', label: t('patchset.filter.no') },
                  ]}
                />
              </Form.Item>
            </>
          ),
        }}
        columns={columns}
        scroll={{ x: 1070 }}
        empty={t('patchset.empty.pars')}
        emptyFiltered={t('patchset.empty.parsFiltered')}
      />
      <DependencyDialog
        offer={offer}
        pending={add.isPending}
        onAdd={(ids) => offer && add.mutate([offer.par.id, ...ids])}
        onCancel={() => setOffer(null)}
      />
    </>
  );
}

function CartCard({ branch, onOpen }: { branch: Branch; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const client = useQueryClient();
  const navigate = useNavigate();
  const cart = useQuery({
    queryKey: ['patchset', 'cart', branch.id],
    queryFn: ({ signal }) => fetchCart(branch.id, signal),
  });
  const remove = useMutation({
    mutationFn: (parId: number) => removeFromCart({ branchId: branch.id, parIds: [parId] }),
    onSuccess: () => {
      notify({ type: 'success', content: t('patchset.add.removed') });
      void client.invalidateQueries({ queryKey: ['patchset', 'cart', branch.id] });
      void client.invalidateQueries({ queryKey: ['patchset', 'pending'] });
    },
  });
  const items = cart.data?.items ?? [];
  return (
    <Card
      data-testid="cart"
      title={
        <Space>
          <ShoppingCartOutlined />
          {t('patchset.add.cart')}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t('patchset.add.cartCount', { count: items.length })}
          </Typography.Text>
        </Space>
      }
    >
      {cart.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('patchset.empty.cart')} />
      ) : (
        <PlainList
          items={items}
          rowKey={(item) => item.id}
          style={{ maxHeight: 460, overflowY: 'auto', marginBottom: token.marginSM }}
          actions={(item) => (
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`${t('patchset.add.remove')} ${item.parNo}`}
              loading={remove.isPending && remove.variables === item.id}
              onClick={() => remove.mutate(item.id)}
            />
          )}
        >
          {(item) => (
            <>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(item.id)}>
                {item.parNo}
              </Button>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {item.summary}
              </Typography.Paragraph>
            </>
          )}
        </PlainList>
      )}
      <Button
        type="primary"
        block
        disabled={items.length === 0}
        onClick={() => void navigate(`/patchset/preview?branchId=${branch.id}`)}
      >
        {t('patchset.add.preview')}
      </Button>
    </Card>
  );
}

function GroupNote() {
  const { t } = useTranslation();
  const mine = useQuery({ queryKey: ['patchset', 'mygroup'], queryFn: ({ signal }) => fetchMyGroup(signal) });
  const groupId = mine.data?.groupId ?? null;
  const config = useQuery({
    queryKey: ['patchset', 'groupConfig', groupId],
    queryFn: ({ signal }) => fetchGroupConfig(groupId!, signal),
    enabled: groupId !== null,
  });
  if (!config.data?.restricted) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('patchset.add.group', {
        group: config.data.group,
        branches: config.data.branches.map((b) => b.name).join('、'),
        platforms: config.data.platforms.map((p) => p.name).join('、'),
      })}
    />
  );
}

function AddPatchset() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const [par, setPar] = useState<number | null>(null);
  const branchId = param.id.read(searchParams.get('branchId'));
  const tab = searchParams.get('tab') === 'next' ? 'next' : 'pending';
  const branches = useQuery({ queryKey: ['patchset', 'branches'], queryFn: ({ signal }) => fetchBranches(signal) });
  const branch = branches.data?.find((b) => b.id === branchId);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('patchset.add.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('patchset.intro')}</p>
      </div>
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Form layout="inline">
            <Form.Item label={t('patchset.add.branch')} htmlFor="patchset-branch" style={{ marginBottom: 0 }}>
              <Select
                id="patchset-branch"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('patchset.add.branchPlaceholder')}
                style={{ width: 440, maxWidth: '100%' }}
                loading={branches.isPending}
                value={branch?.id}
                onChange={(id: number) => setSearchParams({ branchId: String(id) })}
                options={(branches.data ?? []).map((b) => ({
                  value: b.id,
                  label: `${b.name} · ${b.project} · ${b.platform}`,
                }))}
                notFoundContent={t('patchset.add.noBranch')}
              />
            </Form.Item>
            <Form.Item style={{ marginBottom: 0 }}>
              <Link to="/patchset?tab=applies">{t('patchset.tab.applies')}</Link>
            </Form.Item>
          </Form>
          <GroupNote />
        </Space>
      </Card>
      {!branch ? (
        <Card>
          <Empty
            description={
              branches.data && branches.data.length === 0 ? t('patchset.add.noBranch') : t('patchset.add.chooseBranch')
            }
          />
        </Card>
      ) : (
        // The PARs and the cart side by side where there is room, the cart below otherwise (plain
        // flex: antd's grid was the last kilobytes over this page's first-load budget).
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.margin, alignItems: 'flex-start' }}>
          <div style={{ flex: '17 1 640px', minWidth: 0 }}>
            <Card styles={{ body: { paddingTop: token.paddingXS } }}>
              <Tabs
                activeKey={tab}
                onChange={(key) =>
                  setSearchParams(
                    key === 'next' ? { branchId: String(branch.id), tab: key } : { branchId: String(branch.id) },
                  )
                }
                items={[
                  {
                    key: 'pending',
                    label: t('patchset.add.pending'),
                    children: tab === 'pending' ? <PendingPars branch={branch} onOpen={setPar} /> : null,
                  },
                  {
                    key: 'next',
                    label: t('patchset.add.next'),
                    children:
                      tab === 'next' ? (
                        <NextReleaseList platformId={branch.platformId} keep={['branchId', 'tab']} />
                      ) : null,
                  },
                ]}
              />
            </Card>
          </div>
          <div style={{ flex: '7 1 280px', minWidth: 0 }}>
            <CartCard branch={branch} onOpen={setPar} />
          </div>
        </div>
      )}
      <ParDetailModal id={par} onOpen={setPar} onClose={() => setPar(null)} />
    </Space>
  );
}

export default function AddPatchsetPage() {
  return (
    <PatchsetGate>
      <AddPatchset />
    </PatchsetGate>
  );
}
