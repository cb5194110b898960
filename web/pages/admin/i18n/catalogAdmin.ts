// The texts of the catalogue's staff console (/admin/documents, /admin/reports, /admin/pcn,
// /admin/tools), registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './catalogAdmin.en.json' with { type: 'json' };
import zh from './catalogAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
