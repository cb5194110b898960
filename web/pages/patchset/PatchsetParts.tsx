// Pieces the patch-set screens share: the apply's status tag, a PAR's fields (every field of
// spec §3), the PAR detail dialog (pdetail, with its dependencies and dependents), an apply's
// history as a timeline, an apply's list columns, fields and PAR table (the customer's and the
// staff's views alike), the refusal while the company's display switches hide the module, and the
// "add to the cart again" of a revoked apply.
import type { ReactNode } from 'react';
import { Button, Descriptions, Empty, Modal, Skeleton, Space, Table, Tag, Timeline, Typography, theme } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { addToCart, fetchApply, fetchPar, fetchSwitches } from '../../api/patchset.ts';
import type { Apply, ApplyEvent, ApplyItem, ApplyStatus, Par } from '../../api/patchset.ts';
import type { Translate } from '../../components/formRules.ts';
import { ApiError } from '../../api/request.ts';
import { notify } from '../../notify.ts';
import { formatTime } from '../../components/format.ts';
import './i18n/patchset.ts';

const statusColours: Record<ApplyStatus, string> = { ongoing: 'blue', published: 'green', cancelled: 'red' };

/** Ongoing (blue), published (green), cancelled by staff (red); revoked by the customer is closed (grey). */
export function ApplyStatusTag({ apply }: { apply: Pick<Apply, 'status' | 'revoked'> }) {
  const { t } = useTranslation();
  if (apply.revoked) return <Tag>{t('patchset.status.revoked')}</Tag>;
  return <Tag color={statusColours[apply.status]}>{t(`patchset.status.${apply.status}`)}</Tag>;
}

export const dash = (value: string | null | undefined) => (value ? value : '—');

/** What an apply's item and a PAR share: every field of spec §3. */
type ParFieldsOf = Omit<ApplyItem, 'parId'>;

/** The fields an apply's item and a PAR share, as Descriptions items. */
export function parFields(t: (key: string) => string, par: ParFieldsOf) {
  const long = (value: string) => <div style={{ whiteSpace: 'pre-wrap' }}>{dash(value)}</div>;
  return [
    { key: 'parNo', label: t('patchset.column.parNo'), children: par.parNo },
    { key: 'bugId', label: t('patchset.column.bugId'), children: dash(par.bugId) },
    { key: 'cqId', label: t('patchset.column.cqId'), children: dash(par.cqId) },
    {
      key: 'issueType',
      label: t('patchset.column.issueType'),
      children: t(`patchset.issueType.${par.issueType}`),
    },
    { key: 'summary', label: t('patchset.column.summary'), children: par.summary, span: 2 },
    { key: 'rootCause', label: t('patchset.column.rootCause'), children: long(par.rootCause), span: 2 },
    { key: 'solution', label: t('patchset.column.solution'), children: long(par.solution), span: 2 },
    { key: 'field', label: t('patchset.column.field'), children: dash(par.field) },
    {
      key: 'probability',
      label: t('patchset.column.probability'),
      children: t(`patchset.probability.${par.probability}`),
    },
    { key: 'introducedIn', label: t('patchset.column.introducedIn'), children: dash(par.introducedIn) },
    { key: 'source', label: t('patchset.column.source'), children: t(`patchset.source.${par.source}`) },
    {
      key: 'testSuggestion',
      label: t('patchset.column.testSuggestion'),
      children: long(par.testSuggestion),
      span: 2,
    },
  ];
}

/** Mandatory: an orange "yes", or a plain "no". */
export function MandatoryMark({ mandatory }: { mandatory: boolean }) {
  const { t } = useTranslation();
  return mandatory ? <Tag color="orange">{t('patchset.filter.yes')}</Tag> : <>{t('patchset.filter.no')}</>;
}

/**
 * A table of an apply's PARs (the preview's cart, the apply's items): the columns both have, then
 * `more`; each row expands to every field.
 */
export function ParTable<T extends ParFieldsOf>({
  more,
  scrollX,
  ...props
}: Omit<TableProps<T>, 'columns' | 'expandable'> & {
  more: TableColumnsType<T>;
  scrollX: number;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<T> = [
    { title: t('patchset.column.parNo'), dataIndex: 'parNo', width: 140 },
    { title: t('patchset.column.bugId'), dataIndex: 'bugId', width: 110 },
    { title: t('patchset.column.cqId'), dataIndex: 'cqId', width: 120 },
    { title: t('patchset.column.summary'), dataIndex: 'summary', width: 300, ellipsis: { showTitle: true } },
    {
      title: t('patchset.column.issueType'),
      dataIndex: 'issueType',
      width: 130,
      render: (v: T['issueType']) => t(`patchset.issueType.${v}`),
    },
    {
      title: t('patchset.column.probability'),
      dataIndex: 'probability',
      width: 120,
      render: (v: T['probability']) => t(`patchset.probability.${v}`),
    },
    ...more,
  ];
  return (
    <Table<T>
      size="middle"
      pagination={false}
      scroll={{ x: scrollX }}
      {...props}
      columns={columns}
      expandable={{
        expandedRowRender: (row) => (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 1, md: 2 }}
            styles={{ label: { width: 120 } }}
            items={parFields(t, row)}
          />
        ),
      }}
    />
  );
}

/**
 * The columns an apply list shows, customer's or staff's: its number (`applyNo` renders it,
 * `after` follows it), branch, project, platform, applicant (`applicant`), PARs, status, date.
 */
export function applyColumns<T extends Apply>(
  t: Translate,
  opts: { applyNo: (row: T) => ReactNode; after?: TableColumnsType<T>; applicant: boolean },
): TableColumnsType<T> {
  return [
    {
      title: t('patchset.column.applyNo'),
      dataIndex: 'applyNo',
      width: 130,
      fixed: 'left',
      render: (_: string, row) => opts.applyNo(row),
    },
    ...(opts.after ?? []),
    { title: t('patchset.column.branch'), dataIndex: 'branchName', width: 220 },
    { title: t('patchset.column.project'), dataIndex: 'project', width: 120 },
    { title: t('patchset.column.platform'), dataIndex: 'platform', width: 110, render: (p: string) => <Tag>{p}</Tag> },
    ...(opts.applicant ? [{ title: t('patchset.column.applicant'), dataIndex: 'applicant', width: 110 }] : []),
    { title: t('patchset.column.items'), dataIndex: 'itemCount', width: 80, align: 'right' as const },
    {
      title: t('patchset.column.status'),
      key: 'status',
      width: 100,
      render: (_: unknown, row) => <ApplyStatusTag apply={row} />,
    },
    { title: t('patchset.column.createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatTime(v) },
  ];
}

/** Every field of an apply (spec §3), as the customer's e-patch page and the staff's drawer show it. */
export function ApplyFacts({ apply: a }: { apply: Apply }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="middle"
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={{ label: { width: 140 } }}
      items={[
        { key: 'applyNo', label: t('patchset.column.applyNo'), children: a.applyNo },
        { key: 'status', label: t('patchset.column.status'), children: <ApplyStatusTag apply={a} /> },
        { key: 'branch', label: t('patchset.preview.branchName'), children: a.branchName },
        { key: 'project', label: t('patchset.column.project'), children: a.project },
        { key: 'platform', label: t('patchset.column.platform'), children: a.platform },
        { key: 'applicant', label: t('patchset.column.applicant'), children: a.applicant },
        { key: 'deliveryDate', label: t('patchset.preview.deliveryDate'), children: a.deliveryDate },
        { key: 'planTime', label: t('patchset.preview.planTime'), children: a.planTime },
        {
          key: 'mandatory',
          label: t('patchset.preview.mandatory'),
          children: a.mandatory ? t('patchset.apply.mandatoryYes') : t('patchset.apply.mandatoryNo'),
        },
        { key: 'createdAt', label: t('patchset.column.createdAt'), children: formatTime(a.createdAt) },
        {
          key: 'deliveryReason',
          label: t('patchset.preview.deliveryReason'),
          children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(a.deliveryReason)}</div>,
          span: 2,
        },
        {
          key: 'applyRemark',
          label: t('patchset.preview.applyRemark'),
          children: <div style={{ whiteSpace: 'pre-wrap' }}>{dash(a.applyRemark)}</div>,
          span: 2,
        },
      ]}
    />
  );
}

function ParList({ pars, onOpen }: { pars: Par[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  if (pars.length === 0) return <Typography.Text type="secondary">{t('patchset.par.none')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={4}>
      {pars.map((p) => (
        <div key={p.id}>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(p.id)}>
            {p.parNo}
          </Button>{' '}
          <Typography.Text type="secondary">{p.summary}</Typography.Text>
        </div>
      ))}
    </Space>
  );
}

/** A PAR's every field with its dependencies and dependents (pdetail); a dependency opens in place. */
export function ParDetailModal({
  id,
  onOpen,
  onClose,
}: {
  id: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const par = useQuery({
    queryKey: ['patchset', 'par', id],
    queryFn: ({ signal }) => fetchPar(id!, signal),
    enabled: id !== null,
    retry: false,
  });
  const p = par.data;
  return (
    <Modal
      open={id !== null}
      title={p ? `${t('patchset.par.detail')} · ${p.parNo}` : t('patchset.par.detail')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={860}
      destroyOnHidden
    >
      {par.isError ? (
        <Empty description={t('patchset.par.notFound')} />
      ) : !p ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            styles={{ label: { width: 120 } }}
            items={[
              ...parFields(t, p),
              { key: 'platform', label: t('patchset.column.platform'), children: p.platform },
              { key: 'patchSet', label: t('patchset.column.patchSet'), children: dash(p.patchSet) },
              {
                key: 'status',
                label: t('patchset.column.parStatus'),
                children: (
                  <Tag color={p.status === 'released' ? 'green' : 'blue'}>{t(`patchset.parStatus.${p.status}`)}</Tag>
                ),
              },
              {
                key: 'mandatory',
                label: t('patchset.column.mandatory'),
                children: p.mandatory ? t('patchset.apply.mandatoryYes') : t('patchset.apply.mandatoryNo'),
              },
              { key: 'releasedAt', label: t('patchset.column.releasedAt'), children: formatTime(p.releasedAt) },
              { key: 'planTime', label: t('patchset.column.planTime'), children: dash(p.planTime) },
              {
                key: 'dependencies',
                label: t('patchset.par.dependencies'),
                children: <ParList pars={p.dependencies} onOpen={onOpen} />,
                span: 2,
              },
              {
                key: 'dependents',
                label: t('patchset.par.dependents'),
                children: <ParList pars={p.dependents} onOpen={onOpen} />,
                span: 2,
              },
            ]}
          />
        </Space>
      )}
    </Modal>
  );
}

const eventColours: Record<ApplyEvent['action'], string> = {
  submit: 'blue',
  revoke: 'gray',
  publish: 'green',
  cancel: 'red',
};

/** An apply's operation or approval history: what was done, by whom, when, with the comment. */
export function ApplyTimeline({ events, testId }: { events: ApplyEvent[]; testId: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (events.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('patchset.empty.history')} />;
  return (
    <Timeline
      data-testid={testId}
      items={events.map((e) => ({
        key: e.id,
        color: eventColours[e.action],
        content: (
          <div>
            <Typography.Text strong>{t(`patchset.apply.action.${e.action}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {e.actor} · {formatTime(e.at)}
            </Typography.Text>
            {e.comment ? (
              <div style={{ whiteSpace: 'pre-wrap', color: token.colorTextSecondary }}>
                {t('patchset.apply.comment', { comment: e.comment })}
              </div>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}

/**
 * The module as the company's switches leave it: while either is off the page shows the refusal
 * (the menu entry is gone already; a bookmarked address lands here) and asks nothing else.
 */
export function PatchsetGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const switches = useQuery({
    queryKey: ['patchset', 'switches'],
    queryFn: ({ signal }) => fetchSwitches(signal),
    retry: false,
  });
  const refused = switches.error instanceof ApiError && switches.error.status === 403;
  const hidden = switches.data && (!switches.data.modualDisplaySwitch || !switches.data.menuDisplaySwitch);
  if (refused || hidden)
    // Empty rather than antd's Result: its 403 illustration alone weighed 10 KiB on every patch-set page.
    return (
      <Empty
        style={{ padding: '48px 0' }}
        description={
          <Space orientation="vertical" size={4}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('patchset.hidden.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('patchset.hidden.sub')}</Typography.Text>
          </Space>
        }
      />
    );
  if (switches.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <>{children}</>;
}

/** A revoked apply's PARs back into the caller's cart for its branch, then the apply page of that branch. */
export function useAddAgain() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (applyId: number) => {
      const apply = await fetchApply(applyId).catch((error: unknown) => {
        // Quiet for its own page; here the refusal is told as a toast.
        notify({
          type: 'error',
          content: error instanceof ApiError && error.code !== null ? error.msg : t('common.operationError'),
          closable: true,
        });
        throw error;
      });
      const added = await addToCart({ branchId: apply.branchId, parIds: apply.items.map((i) => i.parId) });
      return { branchId: apply.branchId, count: apply.items.length, added };
    },
    onSuccess: ({ branchId, count }) => {
      notify({ type: 'success', content: t('patchset.apply.addedAgain', { count }) });
      void client.invalidateQueries({ queryKey: ['patchset'] });
      void navigate(`/patchset/addpatchset?branchId=${branchId}`);
    },
  });
}

export const applyDetailPath = (id: number) => `/patchset/ePatchDetail?id=${id}`;
