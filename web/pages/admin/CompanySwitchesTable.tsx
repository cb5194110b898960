// The per-company patch-set display switches (modualDisplaySwitch, menuDisplaySwitch) of the
// companies assigned to the staff member: one table for the patch-set console and the settings page,
// each switch saved at once through PUT /admin/patchset/switches.
import { Space, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSwitches } from '../../api/patchset.ts';
import type { CompanySwitches } from '../../api/patchset.ts';
import { localName } from '../../components/format.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import './i18n/patchsetAdmin.ts';

export function CompanySwitchesTable({
  companies,
  loading,
  intro = true,
}: {
  companies: CompanySwitches[];
  loading: boolean;
  /** Says what the switches do above the table (a page that says it itself turns it off). */
  intro?: boolean;
}) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (row: CompanySwitches) =>
      saveSwitches({
        companyId: row.companyId,
        modualDisplaySwitch: row.modualDisplaySwitch,
        menuDisplaySwitch: row.menuDisplaySwitch,
      }),
    onSuccess: (_data, row) => {
      notify({
        type: 'success',
        content: t('patchsetAdmin.switches.saved', {
          company: localName({ name: row.company, nameEn: row.companyEn }, language),
        }),
      });
      void client.invalidateQueries({ queryKey: ['patchsetAdmin', 'switches'] });
    },
  });
  const toggle = (row: CompanySwitches, key: 'modualDisplaySwitch' | 'menuDisplaySwitch', on: boolean) =>
    save.mutate({ ...row, [key]: on });
  const busy = (row: CompanySwitches) => save.isPending && save.variables?.companyId === row.companyId;
  const columns: TableColumnsType<CompanySwitches> = [
    {
      title: t('patchsetAdmin.column.company'),
      key: 'company',
      render: (_: unknown, row) => localName({ name: row.company, nameEn: row.companyEn }, language),
    },
    ...(['modualDisplaySwitch', 'menuDisplaySwitch'] as const).map((key) => ({
      title: t(`patchsetAdmin.switches.${key === 'modualDisplaySwitch' ? 'module' : 'menu'}`),
      key,
      width: 280,
      render: (_: unknown, row: CompanySwitches) => (
        <Switch
          checked={row[key]}
          loading={busy(row)}
          aria-label={`${localName({ name: row.company, nameEn: row.companyEn }, language)} ${t(
            `patchsetAdmin.switches.${key === 'modualDisplaySwitch' ? 'module' : 'menu'}`,
          )}`}
          onChange={(on) => toggle(row, key, on)}
        />
      ),
    })),
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {intro ? <Typography.Text type="secondary">{t('patchsetAdmin.switches.intro')}</Typography.Text> : null}
      <Table<CompanySwitches>
        rowKey="companyId"
        size="middle"
        loading={loading}
        dataSource={companies}
        columns={columns}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('patchsetAdmin.switches.empty') }}
      />
    </Space>
  );
}
