// The texts of account-group administration (/personalCenter/accountPermissionSettings and its
// entry on Personal Center), registered when a chunk that uses them loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './accgroup.en.json' with { type: 'json' };
import zh from './accgroup.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
