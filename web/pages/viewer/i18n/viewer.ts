// The texts of the video and spreadsheet viewers, registered when their chunks load (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './viewer.en.json' with { type: 'json' };
import zh from './viewer.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
