// The texts of the patch-set screens (list, apply, preview, e-patch), registered when one of their
// chunks loads (web/i18n/index.ts addPageMessages). The staff console reads the shared names too.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './patchset.en.json' with { type: 'json' };
import zh from './patchset.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
