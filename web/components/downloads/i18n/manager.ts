// The download manager's texts, registered when it loads (web/i18n/index.ts addPageMessages):
// the header indicator carries them, not every page.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './manager.en.json' with { type: 'json' };
import zh from './manager.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
