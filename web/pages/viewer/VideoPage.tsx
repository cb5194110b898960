// /dccVideo, /pcnVideo, /toolVideo, /trainVideo: a video plays from /api/common/video/:fileId
// (training courseware from its own route, which checks the course), which streams with Range
// (seeking) and takes the session cookie, since <video src> cannot send a bearer header. Never a
// download: no download control, no picture-in-picture, no context menu; the server never sends
// it as an attachment either.
import { useEffect, useRef, useState } from 'react';
import { Result } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { useLocation, useSearchParams } from 'react-router';
import { videoUrl } from '../../api/dcc.ts';
import { coursewareVideoUrl } from '../../api/train.ts';
import './i18n/viewer.ts';
import { ViewerBar, viewerBarHeight } from './ViewerBar.tsx';

export default function VideoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Training courseware streams from the training module, which checks the course's visibility.
  const source = useLocation().pathname === '/trainVideo' ? coursewareVideoUrl : videoUrl;
  const fileId = Number(searchParams.get('fileId'));
  const name = searchParams.get('name') || t('viewer.untitled');
  const valid = Number.isInteger(fileId) && fileId > 0;
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  // A native listener, and a look at the element's state when it mounts: the load may have failed
  // (404: not visible to this account) before React's onError was wired to it.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const fail = () => setFailed(true);
    if (element.error) fail();
    element.addEventListener('error', fail);
    return () => element.removeEventListener('error', fail);
  }, [fileId]);

  return (
    <div style={{ height: '100vh', display: 'flex', flexDirection: 'column', background: '#000' }}>
      <ViewerBar title={name} note={t('viewer.video.onlineOnly')} dark />
      <div
        style={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#000',
        }}
      >
        {!valid || failed ? (
          <Result
            status="warning"
            title={
              <span style={{ color: 'rgba(255,255,255,0.88)' }}>
                {valid ? t('viewer.video.error') : t('viewer.missingFile')}
              </span>
            }
            subTitle={
              valid ? <span style={{ color: 'rgba(255,255,255,0.65)' }}>{t('viewer.video.errorHint')}</span> : null
            }
          />
        ) : (
          <video
            src={source(fileId)}
            controls
            autoPlay
            playsInline
            preload="metadata"
            controlsList="nodownload noremoteplayback"
            disablePictureInPicture
            disableRemotePlayback
            onContextMenu={(event) => event.preventDefault()}
            ref={video}
            aria-label={name}
            style={{
              maxWidth: '100%',
              maxHeight: `calc(100vh - ${viewerBarHeight}px)`,
              width: '100%',
              background: '#000',
            }}
          />
        )}
      </div>
    </div>
  );
}
