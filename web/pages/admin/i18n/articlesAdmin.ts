// The texts of the articles, announcements and partners consoles (/admin/faq, /admin/quickstart,
// /admin/announcements, /admin/partners), registered when their chunks load.
import { addPageMessages } from '../../../i18n/index.ts';
import en from './articlesAdmin.en.json' with { type: 'json' };
import zh from './articlesAdmin.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
