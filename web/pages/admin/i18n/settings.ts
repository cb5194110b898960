// The texts of the settings console (/admin/settings), registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './settings.en.json' with { type: 'json' };
import zh from './settings.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
