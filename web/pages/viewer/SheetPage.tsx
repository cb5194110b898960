// /dccExcel, /pcnExcel, /toolExcel, /trainExcel: a spreadsheet read on the server (cells, merged
// ranges, column widths), one tab per sheet, each a windowed grid. A viewer only: the original
// file is not offered here.
import { Result, Spin, Tabs, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useLocation, useSearchParams } from 'react-router';
import { fetchSheets } from '../../api/dcc.ts';
import { fetchCoursewareSheets } from '../../api/train.ts';
import { ApiError } from '../../api/request.ts';
import './i18n/viewer.ts';
import { SheetGrid } from './SheetGrid.tsx';
import { ViewerBar, viewerBarHeight } from './ViewerBar.tsx';
import { formatCount } from '../../components/format.ts';

const tabBarHeight = 46;

export default function SheetPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const fileId = Number(searchParams.get('fileId'));
  // Training courseware is read by the training module, which checks the course's visibility.
  const training = useLocation().pathname === '/trainExcel';
  const name = searchParams.get('name') || t('viewer.untitled');
  const valid = Number.isInteger(fileId) && fileId > 0;
  const sheets = useQuery({
    queryKey: ['viewer', training ? 'trainSheet' : 'sheet', fileId],
    queryFn: ({ signal }) => (training ? fetchCoursewareSheets : fetchSheets)(fileId, signal),
    enabled: valid,
    staleTime: 5 * 60_000,
  });
  const active = searchParams.get('sheet') ?? '0';

  let body;
  if (!valid) body = <Result status="warning" title={t('viewer.missingFile')} />;
  else if (sheets.isLoading) {
    body = (
      <div style={{ padding: 96, textAlign: 'center' }}>
        <Spin size="large" description={t('viewer.sheet.loading')} />
      </div>
    );
  } else if (sheets.isError) {
    const missing = sheets.error instanceof ApiError && (sheets.error.status === 404 || sheets.error.status === 400);
    body = (
      <Result
        status={missing ? '404' : 'error'}
        title={t('viewer.sheet.error')}
        subTitle={missing ? t('viewer.sheet.notFound') : sheets.error.message}
      />
    );
  } else {
    const gridHeight = `calc(100vh - ${viewerBarHeight + tabBarHeight + token.paddingSM * 2}px)`;
    body = (
      <Tabs
        activeKey={active}
        onChange={(key) =>
          setSearchParams((current) => ({ ...Object.fromEntries(current), sheet: key }), { replace: true })
        }
        tabBarStyle={{ marginBottom: 0, height: tabBarHeight }}
        tabBarExtraContent={
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {(() => {
              const sheet = sheets.data?.[Number(active)];
              return sheet
                ? t('viewer.sheet.size', { rows: formatCount(sheet.rows.length), columns: sheet.columnCount })
                : null;
            })()}
          </span>
        }
        items={(sheets.data ?? []).map((sheet, index) => ({
          key: String(index),
          label: sheet.name,
          children: <SheetGrid sheet={sheet} height={gridHeight} />,
        }))}
      />
    );
  }

  return (
    <div style={{ height: '100vh', display: 'flex', flexDirection: 'column', background: token.colorBgLayout }}>
      <ViewerBar title={name} note={t('viewer.sheet.readOnly')} />
      <div
        style={{
          flex: 1,
          minHeight: 0,
          padding: `0 ${token.paddingSM}px ${token.paddingSM}px`,
          background: token.colorBgContainer,
        }}
      >
        {body}
      </div>
    </div>
  );
}
