// The texts of the AI assistant screen, registered when its chunk loads (web/i18n/index.ts
// addPageMessages). The route title (ai.title) lives in the main catalogue.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './ai.en.json' with { type: 'json' };
import zh from './ai.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
