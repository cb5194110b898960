// The texts only /admin/train uses (the training states come from the training pages' texts),
// registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './trainAdmin.en.json' with { type: 'json' };
import zh from './trainAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
