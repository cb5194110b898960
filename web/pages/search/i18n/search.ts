// The texts of the full-text search page, registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './search.en.json' with { type: 'json' };
import zh from './search.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
