// The texts of the quick-start list (its Application groups), registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './quickstart.en.json' with { type: 'json' };
import zh from './quickstart.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
