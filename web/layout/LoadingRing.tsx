// A ring in the brand colour for a chunk on its way. Not antd's Spin: it is on the sign-in page's
// first load, where Spin and its styles weighed ~2.5 KB gzip (QUALITY.md: 200 KB).
import { useTranslation } from '../i18n/translate.ts';
import { brandColor } from '../theme.ts';

export function LoadingRing({ size = 32, padding = '96px 0' }: { size?: number; padding?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} style={{ display: 'flex', justifyContent: 'center', padding }}>
      <style>{'@keyframes portal-loading-ring{to{transform:rotate(360deg)}}'}</style>
      <span
        style={{
          width: size,
          height: size,
          borderRadius: '50%',
          border: `${Math.max(2, Math.round(size / 10))}px solid ${brandColor}33`,
          borderTopColor: brandColor,
          animation: 'portal-loading-ring 0.8s linear infinite',
        }}
      />
    </div>
  );
}
