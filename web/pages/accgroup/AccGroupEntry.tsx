// The way from Personal Center to the account-group settings: shown only to a manager of a group
// (getUserAccGroupAccount), nothing for anybody else.
import type { ReactNode } from 'react';
import { Button, Card, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';
import { fetchAccGroupAccount } from '../../api/accgroup.ts';
import { useSession } from '../../stores/session.ts';
import './i18n/accgroup.ts';
import { localName } from '../../components/format.ts';

export function AccGroupEntry({ icon }: { icon: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const language = useSession((state) => state.language);
  const sessionToken = useSession((state) => state.token);
  const standing = useQuery({ queryKey: ['accgroup', 'account', sessionToken], queryFn: fetchAccGroupAccount });
  if (!standing.data?.isManager) return null;
  const groups = standing.data.managedGroups.map((g) => localName(g, language)).join(t('accgroup.separator'));
  return (
    <Card
      title={
        <>
          {icon}
          {t('accgroup.entry.title')}
        </>
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <span style={{ flex: '1 1 320px', color: token.colorTextSecondary }}>
          {t('accgroup.entry.summary', { groups })}
        </span>
        <Button type="primary" ghost onClick={() => void navigate('/personalCenter/accountPermissionSettings')}>
          {t('accgroup.entry.open')}
        </Button>
      </div>
    </Card>
  );
}
