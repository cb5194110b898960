// The texts of the QVL screens (list, platform directory, suppliers) and the staff console's
// value names, registered when one of their chunks loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './qvl.en.json' with { type: 'json' };
import zh from './qvl.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
