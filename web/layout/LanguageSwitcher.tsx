import { Button } from 'antd';
import { useTranslation } from '../i18n/translate.ts';
import { languages } from '../../contract/limits.ts';
import { SpaceCompact } from '../antdPieces.ts';
import { changeLanguage } from '../i18n/index.ts';
import { useSession } from '../stores/session.ts';

/**
 * Switches texts, antd's locale and dates at once, and remembers the choice. Two joined buttons
 * rather than antd's Segmented, which would add ~5 KB gzip to the sign-in page's first load (and
 * Space.Compact from its own file: `Space` would bring Space itself along).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  return (
    <SpaceCompact role="group" aria-label={t('language.label')}>
      {languages.map((value) => (
        <Button
          key={value}
          size="small"
          lang={value === 'zh' ? 'zh-CN' : 'en'}
          type={value === language ? 'primary' : 'default'}
          aria-pressed={value === language}
          onClick={() => void changeLanguage(value)}
        >
          {t(`language.${value}`)}
        </Button>
      ))}
    </SpaceCompact>
  );
}
