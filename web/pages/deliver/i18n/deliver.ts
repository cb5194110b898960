// The texts only /deliver uses, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './deliver.en.json' with { type: 'json' };
import zh from './deliver.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
