// The texts of the design review screens (the customer's and the engineer's console share them),
// registered when one of their chunks loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './review.en.json' with { type: 'json' };
import zh from './review.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
