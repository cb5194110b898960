// The texts of the SI/PI simulation screens, registered when one of their chunks loads
// (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './simulation.en.json' with { type: 'json' };
import zh from './simulation.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
