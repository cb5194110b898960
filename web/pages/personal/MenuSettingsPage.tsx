// /personalCenter/systemMenuSettings (M18): the account chooses which module entries the quick
// navigation of its home page shows, and in what order; stored per account on the server.
import { createElement, useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Empty, Popconfirm, Row, Space, Spin, Tag, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { Link } from 'react-router';
import type { MenuEntry } from '../../../contract/auth.ts';
import { resetMenuSettings, saveMenuSettings } from '../../api/personal.ts';
import type { MenuSettings } from '../../api/personal.ts';
import { menuSettingsQuery, useGranted, useMenu } from '../../stores/menu.ts';
import { menuIcon } from '../../layout/menuIcons.ts';
import { menuName, moduleEntries, quickNavEntries } from '../../layout/menuModel.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import './i18n/personal.ts';

export default function MenuSettingsPage() {
  const access = useGranted('M18');
  const menu = useMenu();
  const token = useSession((state) => state.token);
  // The editor starts from the server's current choice, not from the home page's minute-old copy.
  const settings = useQuery({ ...menuSettingsQuery(token), enabled: access === true, staleTime: 0 });
  const isChild = useSession((state) => state.isChild);

  if (!menu.data || !settings.data) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin />
      </div>
    );
  }
  const entries = moduleEntries(menu.data.menus, isChild);
  // Remounted whenever the saved settings change, so the draft starts from them.
  return <Editor key={JSON.stringify(settings.data)} entries={entries} saved={settings.data} />;
}

function Editor({ entries, saved }: { entries: MenuEntry[]; saved: MenuSettings }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const language = useSession((state) => state.language);
  const [chosen, setChosen] = useState<string[]>(() => quickNavEntries(entries, saved).map((entry) => entry.funcNo));
  const byCode = new Map(entries.map((entry) => [entry.funcNo, entry]));
  const name = (code: string) => (byCode.has(code) ? menuName(byCode.get(code)!, language) : code);

  const settle = (next: MenuSettings) => {
    queryClient.setQueriesData({ queryKey: ['personal', 'menuSettings'] }, next);
    notify({ type: 'success', content: t('common.operationSuccess') });
  };
  const save = useMutation({ mutationFn: () => saveMenuSettings(chosen), onSuccess: settle });
  const reset = useMutation({ mutationFn: resetMenuSettings, onSuccess: settle });
  const busy = save.isPending || reset.isPending;

  const toggle = (code: string, on: boolean) =>
    setChosen((list) => (on ? [...list.filter((c) => c !== code), code] : list.filter((c) => c !== code)));
  const move = (index: number, by: -1 | 1) =>
    setChosen((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  const iconOf = (code: string) => createElement(menuIcon(byCode.get(code)?.newicon ?? ''));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
            {t('personalCenter.menuSettings.title')}
          </h1>
          <Tag color={saved.custom ? 'blue' : 'default'}>
            {t(saved.custom ? 'personal.menuSettings.custom' : 'personal.menuSettings.default')}
          </Tag>
        </div>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
          {t('personal.menuSettings.intro')}
        </p>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('personal.menuSettings.available')} style={{ height: '100%' }}>
            {entries.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <div
                role="group"
                aria-label={t('personal.menuSettings.available')}
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                  gap: '10px 16px',
                }}
              >
                {entries.map((entry) => (
                  <Checkbox
                    key={entry.funcNo}
                    checked={chosen.includes(entry.funcNo)}
                    disabled={busy}
                    onChange={(event) => toggle(entry.funcNo, event.target.checked)}
                  >
                    <span style={{ color: token.colorTextSecondary, marginInlineEnd: 6 }}>{iconOf(entry.funcNo)}</span>
                    {menuName(entry, language)}
                  </Checkbox>
                ))}
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={t('personal.menuSettings.chosen')}
            extra={
              <span style={{ color: token.colorTextSecondary }}>
                {t('personal.menuSettings.chosenCount', { count: chosen.length })}
              </span>
            }
            style={{ height: '100%' }}
          >
            {chosen.length === 0 ? (
              <Alert type="warning" showIcon title={t('personal.menuSettings.none')} />
            ) : (
              <ol
                aria-label={t('personal.menuSettings.chosen')}
                style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
              >
                {chosen.map((code, index) => (
                  <li
                    key={code}
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 10,
                      padding: '6px 8px 6px 12px',
                      border: `1px solid ${token.colorBorderSecondary}`,
                      borderRadius: token.borderRadius,
                    }}
                  >
                    <span style={{ width: 20, color: token.colorTextTertiary, textAlign: 'right' }}>{index + 1}</span>
                    <span style={{ color: token.colorPrimary }}>{iconOf(code)}</span>
                    <span style={{ flex: 1, minWidth: 0 }}>{name(code)}</span>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('personal.menuSettings.up', { name: name(code) })}
                      disabled={busy || index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('personal.menuSettings.down', { name: name(code) })}
                      disabled={busy || index === chosen.length - 1}
                      onClick={() => move(index, 1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={t('personal.menuSettings.remove', { name: name(code) })}
                      disabled={busy}
                      onClick={() => toggle(code, false)}
                    />
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Col>
      </Row>
      <Space wrap>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={busy || chosen.length === 0}
          onClick={() => save.mutate()}
        >
          {t('personal.menuSettings.save')}
        </Button>
        <Popconfirm
          title={t('personal.menuSettings.resetConfirm')}
          okText={t('personal.menuSettings.reset')}
          cancelText={t('common.cancel')}
          onConfirm={() => reset.mutateAsync().catch(() => {})}
        >
          <Button loading={reset.isPending} disabled={busy}>
            {t('personal.menuSettings.reset')}
          </Button>
        </Popconfirm>
        <Link to="/">{t('personal.menuSettings.viewHome')}</Link>
      </Space>
    </Space>
  );
}
