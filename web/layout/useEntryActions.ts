// What a click on a menu entry does (menuModel.entryTarget): navigate inside, open the external
// system in a new tab, or download the user guide PDF in the chosen language (M22).
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/translate.ts';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../../contract/auth.ts';
import { downloadUserGuide } from '../api/menu.ts';
import { notify } from '../notify.ts';
import { getToken, useSession } from '../stores/session.ts';
import { entryTarget } from './menuModel.ts';
import { saveBlob } from './saveBlob.ts';

export function useEntryActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSession((state) => state.language);
  const [guideBusy, setGuideBusy] = useState(false);
  // One download at a time; a ref, since a second click can come before the re-render.
  const downloading = useRef(false);

  const downloadGuide = async () => {
    if (downloading.current) return;
    downloading.current = true;
    setGuideBusy(true);
    notify({ type: 'info', content: t('layout.guide.downloading') });
    try {
      const blob = await downloadUserGuide(language);
      saveBlob(blob, `${t('layout.guide.fileName')}.pdf`);
      notify({ type: 'success', content: t('layout.guide.done') });
    } catch {
      // The request layer has shown the error (spec §8).
    } finally {
      downloading.current = false;
      setGuideBusy(false);
    }
  };

  const open = (entry: MenuEntry) => {
    // The token is read at click time: it is never written into the page.
    const target = entryTarget(entry, { token: getToken(), language });
    if (target.kind === 'internal') void navigate(target.to);
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else void downloadGuide();
  };

  return { open, guideBusy };
}
