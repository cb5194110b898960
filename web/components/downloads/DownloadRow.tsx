// One item of the download manager: name and state, a progress bar with speed and time left,
// and the actions its state allows (pause, resume, cancel, retry, remove).
import { Button, Popconfirm, Progress, Space, Tag, Typography, theme } from 'antd';
import type { ProgressProps } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import type { DownloadEntry } from '../../stores/downloads.ts';
import { formatSize, splitDuration } from '../format.ts';
import { useDownloads } from './manager.ts';

const tagColors: Record<DownloadEntry['status'], string> = {
  downloading: 'processing',
  paused: 'orange',
  done: 'green',
  failed: 'red',
  stopped: 'default',
};
const barStatus: Record<DownloadEntry['status'], ProgressProps['status']> = {
  downloading: 'active',
  paused: 'normal',
  done: 'success',
  failed: 'exception',
  stopped: 'normal',
};

export function DownloadRow({ item }: { item: DownloadEntry }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const actions = useDownloads.getState();

  const timeLeft = (seconds: number) => {
    const parts = splitDuration(seconds);
    if (parts.hours) return t('downloadManager.time.hours', parts);
    if (parts.minutes) return t('downloadManager.time.minutes', parts);
    return t('downloadManager.time.seconds', { count: parts.seconds });
  };

  const details: string[] = [];
  if (item.fileSize > 0 && item.status !== 'done')
    details.push(
      t('downloadManager.receivedOf', { received: formatSize(item.received), total: formatSize(item.fileSize) }),
    );
  else if (item.fileSize > 0) details.push(formatSize(item.fileSize));
  if (item.status === 'downloading' && item.speed > 0)
    details.push(t('downloadManager.speed', { speed: formatSize(item.speed) }));
  if (item.status === 'downloading' && item.remainingSeconds !== null)
    details.push(t('downloadManager.remaining', { time: timeLeft(item.remainingSeconds) }));

  const error = item.error
    ? item.error.reason === 'integrity'
      ? t('downloadManager.message.integrity')
      : (item.error.message ?? t(`downloadManager.message.${item.error.reason}`))
    : null;

  const small = { size: 'small', type: 'link', style: { paddingInline: 4 } } as const;
  return (
    <div
      role="listitem"
      aria-label={item.fileName}
      data-status={item.status}
      style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong ellipsis={{ tooltip: item.fileName }} style={{ flex: 1, minWidth: 0 }}>
          {item.fileName}
        </Typography.Text>
        <Tag color={tagColors[item.status]} style={{ marginInlineEnd: 0 }}>
          {t(`downloadManager.status.${item.status}`)}
        </Tag>
      </div>
      <Progress
        percent={item.progress}
        size="small"
        status={barStatus[item.status]}
        aria-label={`${item.fileName} ${item.progress}%`}
      />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
          fontSize: token.fontSizeSM,
          color: token.colorTextSecondary,
        }}
      >
        <span style={{ flex: 1, minWidth: 0 }}>
          {details.join(' · ')}
          {item.status === 'done' && item.verified ? (
            <span style={{ color: token.colorSuccess }}>{` · ${t('downloadManager.verified')}`}</span>
          ) : null}
          {error ? <div style={{ color: token.colorError }}>{error}</div> : null}
          {item.status === 'done' && item.sha256 ? (
            <Typography.Text
              type="secondary"
              copyable={{ text: item.sha256 }}
              style={{
                display: 'block',
                fontSize: token.fontSizeSM,
                fontFamily: token.fontFamilyCode,
                wordBreak: 'break-all',
              }}
            >
              {t('downloadManager.sha256', { sha: item.sha256 })}
            </Typography.Text>
          ) : null}
        </span>
        <Space size={0}>
          {item.status === 'downloading' ? (
            <Button {...small} onClick={() => actions.pause(item.id)}>
              {t('downloadManager.action.pause')}
            </Button>
          ) : null}
          {item.status === 'paused' ? (
            <Button {...small} onClick={() => actions.resume(item.id)}>
              {t('downloadManager.action.resume')}
            </Button>
          ) : null}
          {item.status === 'failed' || item.status === 'stopped' ? (
            <Button {...small} onClick={() => actions.retry(item.id)}>
              {t('downloadManager.action.retry')}
            </Button>
          ) : null}
          {item.status === 'done' ? (
            <Button {...small} onClick={() => actions.retry(item.id)}>
              {t('downloadManager.action.again')}
            </Button>
          ) : null}
          {item.status === 'downloading' || item.status === 'paused' ? (
            <Popconfirm
              title={t('downloadManager.confirmCancel', { name: item.fileName })}
              okText={t('downloadManager.confirmCancelOk')}
              cancelText={t('downloadManager.keepGoing')}
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.cancel(item.id)}
            >
              <Button {...small} danger>
                {t('downloadManager.action.cancel')}
              </Button>
            </Popconfirm>
          ) : (
            <Button {...small} onClick={() => actions.remove(item.id)}>
              {t('downloadManager.action.remove')}
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}
