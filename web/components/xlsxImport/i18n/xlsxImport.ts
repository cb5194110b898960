// The import dialog's texts, registered when it loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './xlsxImport.en.json' with { type: 'json' };
import zh from './xlsxImport.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
