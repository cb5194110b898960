// The texts of the audit console (/admin/audit), registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './audit.en.json' with { type: 'json' };
import zh from './audit.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
