// The texts of the patch-set staff console (/admin/patchset), registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './patchsetAdmin.en.json' with { type: 'json' };
import zh from './patchsetAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
