// The texts only /operator uses, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './operator.en.json' with { type: 'json' };
import zh from './operator.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
