// The texts only register, reset and verify use, registered when their chunk loads (web/i18n/index.ts addPageMessages).
import { addPageMessages } from '../../../i18n/index.ts';
import en from './forms.en.json' with { type: 'json' };
import zh from './forms.zh.json' with { type: 'json' };

addPageMessages({ zh, en });
