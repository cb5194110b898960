// The texts of the sample-code screens (list and detail; the staff page's status names too),
// registered when one of their chunks loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './samplecode.en.json' with { type: 'json' };
import zh from './samplecode.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
