// The texts only /admin/accounts uses, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './accounts.en.json' with { type: 'json' };
import zh from './accounts.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
