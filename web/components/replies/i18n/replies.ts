// The texts of the reply shown beside what a customer wrote (ReplyCell), registered when a chunk
// that shows one loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './replies.en.json' with { type: 'json' };
import zh from './replies.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
