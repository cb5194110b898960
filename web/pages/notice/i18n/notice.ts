// The texts of /noticePage, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './notice.en.json' with { type: 'json' };
import zh from './notice.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
