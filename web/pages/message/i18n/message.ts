// The texts of the mail-notification settings (on Personal Center), registered when a chunk that uses them loads.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './message.en.json' with { type: 'json' };
import zh from './message.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
