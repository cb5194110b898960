// The texts of the QVL staff console (/admin/qvl), registered when its chunk loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './qvlAdmin.en.json' with { type: 'json' };
import zh from './qvlAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
