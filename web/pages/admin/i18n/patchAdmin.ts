// The texts only /admin/patch uses, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './patchAdmin.en.json' with { type: 'json' };
import zh from './patchAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
