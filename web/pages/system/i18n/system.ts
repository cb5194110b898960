// The texts of /systemUpgrade beyond its title, registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './system.en.json' with { type: 'json' };
import zh from './system.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
