// The texts only /download uses, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './centre.en.json' with { type: 'json' };
import zh from './centre.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
