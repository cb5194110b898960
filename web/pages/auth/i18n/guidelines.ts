// The texts only /updateGuidelines uses, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './guidelines.en.json' with { type: 'json' };
import zh from './guidelines.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
