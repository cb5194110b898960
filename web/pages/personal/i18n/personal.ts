// The texts of Personal Center, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './personal.en.json' with { type: 'json' };
import zh from './personal.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
