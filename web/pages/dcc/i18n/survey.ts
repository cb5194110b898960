// The texts only /dcc/satisfactionSurvey uses, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './survey.en.json' with { type: 'json' };
import zh from './survey.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
