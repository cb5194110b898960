// The texts only /admin/review uses (the review screens' own come with them), registered when its
// chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './reviewAdmin.en.json' with { type: 'json' };
import zh from './reviewAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
