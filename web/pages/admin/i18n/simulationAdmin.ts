// The texts only /admin/simulation uses (states, types and field names included: the customer's
// simulation screens keep their own), registered when its chunk loads (web/i18n/index.ts
// addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './simulationAdmin.en.json' with { type: 'json' };
import zh from './simulationAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
