// The texts of the home page, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './home.en.json' with { type: 'json' };
import zh from './home.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
