// The texts of the documents family (lists, details, feedback), registered when a catalogue
// chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './catalog.en.json' with { type: 'json' };
import zh from './catalog.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
