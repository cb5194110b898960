// /patchset (M16, kept alive): the patch sets, the applies (ongoing or finished, mine or the
// company's), my PARs and the PARs planned for the next release, one tab each (the tab in the
// address like the filters; each tab starts from a plain list). Refused while the company's display
// switches hide the module.
import { Button, Card, Flex, Space, Tabs, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { AppliesTab, MyParsTab, NextReleaseList } from './AppliesTab.tsx';
import { PatchsetGate } from './PatchsetParts.tsx';
import { SetsTab } from './SetsTab.tsx';
import './i18n/patchset.ts';

const tabs = ['sets', 'applies', 'mypar', 'next'] as const;
type Tab = (typeof tabs)[number];

function PatchsetTabs() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('tab');
  const tab: Tab = (tabs as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'sets';
  const content: Record<Tab, () => React.ReactNode> = {
    sets: () => <SetsTab />,
    applies: () => <AppliesTab />,
    mypar: () => <MyParsTab />,
    next: () => <NextReleaseList />,
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="flex-start" wrap gap={token.marginSM}>
        <div>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('patchset.title')}</h1>
          <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('patchset.intro')}</p>
        </div>
        <Link to="/patchset/addpatchset">
          <Button type="primary" icon={<PlusOutlined />}>
            {t('patchset.toApply')}
          </Button>
        </Link>
      </Flex>
      <Card styles={{ body: { paddingTop: token.paddingXS } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'sets' ? {} : { tab: key })}
          items={tabs.map((key) => ({
            key,
            label: t(`patchset.tab.${key}`),
            children: tab === key ? content[key]() : null,
          }))}
        />
      </Card>
    </Space>
  );
}

export default function PatchsetPage() {
  return (
    <PatchsetGate>
      <PatchsetTabs />
    </PatchsetGate>
  );
}
