// The message settings card of the Personal Center: per module, whether to receive e-mail about new
// or updated items of the platforms the user follows (home "my platforms"), at once or as a daily
// digest; and the log of changes to these settings (when, by whom, from what to what).
import { useState } from 'react';
import { Button, Radio, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayjs } from '../../i18n/dates.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { fetchEmailConfig, fetchEmailConfigLog, isWorkflowModule, saveEmailConfig } from '../../api/message.ts';
import type { EmailConfigLog, MessageMode, ModuleEmailConfig } from '../../api/message.ts';
import { notify } from '../../notify.ts';
import './i18n/message.ts';

const logPageSize = 10;

export function MessageSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: ['message', 'config'], queryFn: fetchEmailConfig });
  // What the user changed and has not saved yet, over what the server holds.
  const [edits, setEdits] = useState<Record<string, Partial<ModuleEmailConfig>>>({});
  const saved = config.data ?? [];
  const draft = saved.map((row) => ({ ...row, ...edits[row.module] }));
  const [logPage, setLogPage] = useState(1);
  const log = useQuery({
    queryKey: ['message', 'log', logPage],
    queryFn: () => fetchEmailConfigLog(logPage, logPageSize),
  });
  const save = useMutation({
    mutationFn: () =>
      saveEmailConfig({ configs: draft.map(({ module, enabled, mode }) => ({ module, enabled, mode })) }),
    onSuccess: (stored) => {
      queryClient.setQueryData(['message', 'config'], stored);
      setEdits({});
      void queryClient.invalidateQueries({ queryKey: ['message', 'log'] });
      notify({ type: 'success', content: t('common.operationSuccess') });
    },
  });
  const change = (module: string, patch: Partial<ModuleEmailConfig>) =>
    setEdits((all) => ({ ...all, [module]: { ...all[module], ...patch } }));
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const moduleName = (module: string) => t(`message.module.${module}`);
  const modeName = (mode: MessageMode) => t(`message.mode.${mode}`);

  const columns: TableColumnsType<ModuleEmailConfig> = [
    { title: t('message.column.module'), dataIndex: 'module', render: (module: string) => moduleName(module) },
    {
      title: t('message.column.enabled'),
      dataIndex: 'enabled',
      width: 140,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          aria-label={t('message.receive', { module: moduleName(row.module) })}
          onChange={(checked) => change(row.module, { enabled: checked })}
        />
      ),
    },
    {
      title: t('message.column.mode'),
      dataIndex: 'mode',
      width: 260,
      render: (mode: MessageMode, row) =>
        // Mails about the account's own requests go out when the request moves: no digest to choose.
        isWorkflowModule(row.module) ? (
          <Typography.Text type="secondary">{t('message.ownRequests')}</Typography.Text>
        ) : (
          <Radio.Group
            value={mode}
            disabled={!row.enabled}
            aria-label={t('message.modeOf', { module: moduleName(row.module) })}
            onChange={(event) => change(row.module, { mode: event.target.value as MessageMode })}
            options={(['immediate', 'daily'] as const).map((value) => ({ value, label: modeName(value) }))}
          />
        ),
    },
  ];

  const logColumns: TableColumnsType<EmailConfigLog> = [
    {
      title: t('message.log.time'),
      dataIndex: 'changedAt',
      width: 170,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('message.log.operator'),
      dataIndex: 'operator',
      width: 180,
      render: (operator: EmailConfigLog['operator']) => (
        <span title={operator.email}>{operator.name || operator.email}</span>
      ),
    },
    {
      title: t('message.log.changes'),
      dataIndex: 'changes',
      render: (changes: EmailConfigLog['changes']) => (
        <Space orientation="vertical" size={2}>
          {changes.map((c) => (
            <span key={c.module}>
              {moduleName(c.module)}
              {t('message.log.colon')}
              <span style={{ whiteSpace: 'nowrap' }}>
                <Tag>{c.before.enabled ? modeName(c.before.mode) : t('message.off')}</Tag>→{' '}
                <Tag color="blue">{c.after.enabled ? modeName(c.after.mode) : t('message.off')}</Tag>
              </span>
            </span>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Tabs
      items={[
        {
          key: 'settings',
          label: t('message.tab.settings'),
          children: (
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <span>{t('message.summary')}</span>
              <Table<ModuleEmailConfig>
                rowKey="module"
                size="middle"
                columns={columns}
                dataSource={draft}
                loading={config.isLoading}
                pagination={false}
              />
              <Space>
                <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={() => save.mutate()}>
                  {t('message.save')}
                </Button>
                <Button disabled={!dirty} onClick={() => setEdits({})}>
                  {t('message.undo')}
                </Button>
              </Space>
            </Space>
          ),
        },
        {
          key: 'log',
          label: t('message.tab.log'),
          children: (
            <Table<EmailConfigLog>
              rowKey="id"
              size="middle"
              aria-label={t('message.tab.log')}
              columns={logColumns}
              dataSource={log.data?.list ?? []}
              loading={log.isLoading}
              locale={{ emptyText: t('message.log.empty') }}
              pagination={{
                current: logPage,
                pageSize: logPageSize,
                total: log.data?.total ?? 0,
                onChange: setLogPage,
                hideOnSinglePage: true,
              }}
            />
          ),
        },
      ]}
    />
  );
}
