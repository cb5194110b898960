// /quickStart (M15): the getting-started guides grouped by the entries of the header's
// Application submenu (the menu's isQuickstart entries): a tab per entry, the group in the URL
// (appCode), and the FAQ list's filters, sort and paging (one component for both modules).
import { createElement } from 'react';
import { Button, Space, Tabs, Tag, theme } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';
import { menuIcon } from '../../layout/menuIcons.ts';
import { menuName, quickstartEntries } from '../../layout/menuModel.ts';
import { useListQuery } from '../../components/list/useListQuery.ts';
import { useMenu } from '../../stores/menu.ts';
import { useSession } from '../../stores/session.ts';
import { ArticleList } from '../faq/ArticleList.tsx';
import { articleSpecs } from '../faq/articleQuery.ts';
import { articlePaths } from '../faq/articlePaths.ts';
import '../faq/i18n/article.ts';
import './i18n/quickstart.ts';

const allKey = 'all';

export default function QuickStartListPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const menu = useMenu();
  const isChild = useSession((state) => state.isChild);
  const language = useSession((state) => state.language);

  const entries = quickstartEntries(menu.data?.menus ?? [], isChild);
  const nameOf = new Map(entries.map((entry) => [entry.funcNo, menuName(entry, language)]));
  // The list's own state (ArticleList reads the same address): a new group is a new list, so the
  // page starts again; the filters stay.
  const query = useListQuery(articleSpecs.quickstart);
  const selectGroup = (key: string) => query.search({ appCode: key === allKey ? undefined : key });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('quickStart.title')}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
          {t('article.intro.quickstart')}
        </p>
      </div>
      <Tabs
        aria-label={t('quickstart.group.label')}
        activeKey={query.filters.appCode ?? allKey}
        onChange={selectGroup}
        style={{ marginBottom: -16 }}
        items={[
          { key: allKey, label: t('quickstart.group.all') },
          ...entries.map((entry) => ({
            key: entry.funcNo,
            label: menuName(entry, language),
            icon: createElement(menuIcon(entry.newicon)),
          })),
        ]}
      />
      <ArticleList
        module="quickstart"
        groupOf={(appCode) => (
          <Tag color={appCode && nameOf.has(appCode) ? 'geekblue' : 'default'}>
            {(appCode && nameOf.get(appCode)) || t('quickstart.group.other')}
          </Tag>
        )}
        toolbarExtra={
          <Button icon={<MessageOutlined />} onClick={() => void navigate(articlePaths.quickstart.record)}>
            {t('article.commentRecordLink')}
          </Button>
        }
      />
    </Space>
  );
}
