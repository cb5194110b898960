// antd components taken from their own files, where the namespace export would bring siblings the
// page does not use into a first load that must stay light (QUALITY.md budgets: the sign-in page).
import InputModule from 'antd/es/input/Input.js';
import PasswordModule from 'antd/es/input/Password.js';
import CompactModule from 'antd/es/space/Compact.js';
import { defaultOf } from './antdLighter/defaultOf.ts';

/** antd's Input without what `Input` also carries: TextArea, OTP, Search and Group (~5 KB gzip). */
export const Input = defaultOf<typeof InputModule.default>(InputModule);
/** `Input.Password` on its own. */
export const Password = defaultOf<typeof PasswordModule.default>(PasswordModule);
/** `Space.Compact` without Space itself and its styles. */
export const SpaceCompact = defaultOf<typeof CompactModule.default>(CompactModule);
