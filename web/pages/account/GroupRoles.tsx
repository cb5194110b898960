// What a child holds through its account group's customer roles (spec §6), shown where the primary
// manages it: a card on the detail page and a note above the permission tree of the edit form, so
// the primary never believes that unticking a module takes away what a role gives (decision 0007).
import { Alert, Card, Descriptions, Space, Tag, theme } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { ChildAccountDetail, GrantableModule } from '../../api/account.ts';
import { localName } from '../../components/format.ts';
import { useSession } from '../../stores/session.ts';
import { grantedModules, grantedText } from './accountModel.ts';
import { ModuleGrid } from './ModuleGrid.tsx';

type Props = { child: ChildAccountDetail; tree: readonly GrantableModule[] };

function useTexts() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const separators = {
    list: t('account.group.listSeparator'),
    open: t('account.group.open'),
    close: t('account.group.close'),
  };
  return {
    language,
    groupName: (group: { name: string; nameEn: string }) => localName(group, language),
    names: (tree: readonly GrantableModule[], codes: readonly string[]) =>
      grantedText(grantedModules(tree, codes, language), separators),
    list: (items: string[]) => items.join(separators.list),
  };
}

export function GroupRolesCard({ child, tree }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const texts = useTexts();
  const group = child.accountGroup;
  if (!group) return null;
  return (
    <Card title={<span style={{ fontSize: token.fontSizeLG, fontWeight: 600 }}>{t('account.group.title')}</span>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'group', label: t('account.group.group'), children: texts.groupName(group) },
            {
              key: 'roles',
              label: t('account.group.roles'),
              children: group.roles.length ? (
                <Space wrap size={4}>
                  {group.roles.map((role) => (
                    <Tag key={role.id} color="blue" style={{ marginInlineEnd: 0 }}>
                      {role.name}
                    </Tag>
                  ))}
                </Space>
              ) : (
                <span style={{ color: token.colorTextSecondary }}>{t('account.group.noRoles')}</span>
              ),
            },
          ]}
        />
        <div>
          <div style={{ fontWeight: 500, marginBottom: 8 }}>{t('account.group.roleCodes')}</div>
          {child.roleCodes.length ? (
            <ModuleGrid
              granted={grantedModules(tree, child.roleCodes, texts.language)}
              label={t('account.group.roleCodes')}
              otherTitle={t('account.detail.otherCodes')}
            />
          ) : (
            <span style={{ color: token.colorTextSecondary }}>{t('account.group.noRoleCodes')}</span>
          )}
        </div>
        <span style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>{t('account.group.hint')}</span>
      </Space>
    </Card>
  );
}

/** Above the edit form's tree: what roles give besides the ticks (nothing when they give nothing). */
export function GroupRolesNote({ child, tree }: Props) {
  const { t } = useTranslation();
  const texts = useTexts();
  const group = child.accountGroup;
  if (!group || child.roleCodes.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('account.group.formNote', {
        group: texts.groupName(group),
        roles: texts.list(group.roles.map((role) => role.name)),
        names: texts.names(tree, child.roleCodes),
      })}
    />
  );
}

/** Under the granted modules: ticks that are not in effect now, by name. */
export function InactiveGrantsNote({ child, tree }: Props) {
  const { t } = useTranslation();
  const texts = useTexts();
  if (child.inactiveCodes.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      title={t('account.group.inactive', { names: texts.names(tree, child.inactiveCodes) })}
    />
  );
}
