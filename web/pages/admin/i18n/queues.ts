// The texts of the engineers' work queues (/admin/queues), registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './queues.en.json' with { type: 'json' };
import zh from './queues.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
