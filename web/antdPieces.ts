// antd components taken from their own files, where the namespace export would bring siblings the
// page does not use into a first load that must stay light (QUALITY.md budgets: the sign-in page).
// antd types its ESM files as CommonJS, so under NodeNext TypeScript sees the module object where
// the bundler gives the default export; `defaultOf` takes whichever is there.
import InputModule from 'antd/es/input/Input.js';
import PasswordModule from 'antd/es/input/Password.js';
import CompactModule from 'antd/es/space/Compact.js';

function defaultOf<T>(module: unknown): T {
  return ((module as { default?: T }).default ?? module) as T;
}

/** antd's Input without what `Input` also carries: TextArea, OTP, Search and Group (~5 KB gzip). */
export const Input = defaultOf<typeof InputModule.default>(InputModule);
/** `Input.Password` on its own. */
export const Password = defaultOf<typeof PasswordModule.default>(PasswordModule);
/** `Space.Compact` without Space itself and its styles. */
export const SpaceCompact = defaultOf<typeof CompactModule.default>(CompactModule);
