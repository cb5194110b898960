// The texts of the FAQ and quick-start screens (lists, details, comments, comment records),
// registered when one of their chunks loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './article.en.json' with { type: 'json' };
import zh from './article.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
