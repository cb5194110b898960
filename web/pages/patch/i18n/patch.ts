// The texts of the patch screens (list, detail drawer, merge dialogs, my merges and downloads),
// registered when one of their chunks loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './patch.en.json' with { type: 'json' };
import zh from './patch.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
