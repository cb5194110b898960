// The texts of the portal frame (header, menus, breadcrumbs, feedback, disclaimers), registered
// when a chunk that needs them loads (web/i18n/index.ts addPageMessages): the sign-in page's
// first load does not carry them.
import { addPageMessages } from '../../i18n/index.ts';
import en from './layout.en.json' with { type: 'json' };
import zh from './layout.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
