// A course's courseware: each file with the viewer it opens in — a PDF in the stamped preview (a
// dialog), a video in /trainVideo, a spreadsheet in /trainExcel. Courseware is never offered for
// download (the spec allows none), so a file without a viewer is only listed.
import { useCallback, useState } from 'react';
import { Button, Typography, theme } from 'antd';
import { FileExcelOutlined, FileOutlined, FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { coursewareViewerPath, fetchCoursewarePreview } from '../../api/train.ts';
import type { Courseware } from '../../api/train.ts';
import { formatSize } from '../../components/format.ts';
import { PlainList } from '../../components/PlainList.tsx';
import { PreviewModal } from '../../components/catalog/PreviewModal.tsx';
import type { PreviewTarget } from '../../components/catalog/PreviewModal.tsx';

const icons = {
  pdf: <FilePdfOutlined style={{ color: '#d4380d' }} />,
  video: <PlayCircleOutlined style={{ color: '#1677ff' }} />,
  sheet: <FileExcelOutlined style={{ color: '#389e0d' }} />,
  none: <FileOutlined />,
};

export function CoursewareList({ files }: { files: Courseware[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const close = useCallback(() => setPreview(null), []);

  const open = (file: Courseware) => {
    if (file.viewer === 'pdf') return setPreview({ id: file.fileId, name: file.name });
    const path = coursewareViewerPath(file);
    if (path) void navigate(path);
  };

  return (
    <>
      <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('trainShelf.coursewareNote')}
      </Typography.Paragraph>
      <PlainList
        items={files}
        rowKey={(file) => file.fileId}
        empty={<Typography.Text type="secondary">{t('trainShelf.coursewareEmpty')}</Typography.Text>}
        actions={(file) =>
          file.viewer === 'none' ? (
            <Typography.Text type="secondary">{t('trainShelf.viewer.none')}</Typography.Text>
          ) : (
            <Button
              type="link"
              size="small"
              aria-label={`${t(`trainShelf.viewer.${file.viewer}`)} ${file.name}`}
              onClick={() => open(file)}
            >
              {t(`trainShelf.viewer.${file.viewer}`)}
            </Button>
          )
        }
      >
        {(file) => (
          <div style={{ display: 'flex', gap: token.marginSM, alignItems: 'flex-start' }}>
            {icons[file.viewer]}
            <div style={{ minWidth: 0 }}>
              <div style={{ wordBreak: 'break-all' }}>{file.name}</div>
              <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
            </div>
          </div>
        )}
      </PlainList>
      <PreviewModal target={preview} onClose={close} load={fetchCoursewarePreview} />
    </>
  );
}
