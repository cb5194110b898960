// Breadcrumbs from the route table's titles with a back button (spec §2); no back button on
// the home page, where there is nowhere to go back to.
import { Breadcrumb, Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/translate.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { findRoute } from '../routes.ts';
import { breadcrumbTrail, parentPath } from './pageTrail.ts';

/** react-router keeps the position in its history stack in history.state.idx. */
const canGoBack = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export function PageTrail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname, (path) => findRoute(path)?.titleKey);
  const isHome = trail.length <= 1;
  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(parentPath(trail));
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32, marginBottom: 16 }}>
      {isHome ? null : (
        <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={back}>
          {t('layout.breadcrumb.back')}
        </Button>
      )}
      <Breadcrumb
        aria-label={t('layout.breadcrumb.label')}
        items={trail.map((crumb, index) => ({
          key: crumb.path,
          title: index < trail.length - 1 ? <Link to={crumb.path}>{t(crumb.titleKey)}</Link> : t(crumb.titleKey),
        }))}
      />
    </div>
  );
}
