// dayjs in the session's language (month and weekday names, relative times, antd's pickers).
// Apart from i18n/index.ts so the sign-in page, which shows no date, does not load dayjs: every
// web module takes dayjs from here (`import { dayjs } from '…/i18n/dates.ts'`), so whichever
// first shows a date brings the locale with it and follows the language from then on.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn.js';
import type { Language } from '../../contract/limits.ts';
import { useSession } from '../stores/session.ts';

const dayjsLocales: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

dayjs.locale(dayjsLocales[useSession.getState().language]);
useSession.subscribe((state, previous) => {
  if (state.language !== previous.language) dayjs.locale(dayjsLocales[state.language]);
});

export { dayjs };
