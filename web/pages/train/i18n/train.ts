// The texts of the training screens (my trainings, courses, the form, the view, public courses),
// registered when one of their chunks loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './train.en.json' with { type: 'json' };
import zh from './train.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
