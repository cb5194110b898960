// The texts of the child-account screens, registered when their chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './account.en.json' with { type: 'json' };
import zh from './account.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
