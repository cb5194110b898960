// The texts only /admin/samplecode uses, registered when its chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './samplecodeAdmin.en.json' with { type: 'json' };
import zh from './samplecodeAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
