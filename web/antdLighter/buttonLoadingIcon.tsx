// antd's Button draws its loading icon through a motion (rc-motion's CSSMotion) whether or not the
// button ever loads. Mounted hidden, that motion still sets its state twice in a layout effect, and
// React renders it again at once, in the task that first shows the page: two such updates per
// button (eight on the sign-in page), and with them the page's effects run in that task too instead
// of after the paint. vite.config.ts points Button's import here: a button that has never been
// loading draws no icon (the real one draws none either while hidden), and the real icon takes over
// from the first time it is (with no entrance motion, as the real one has none after mounting).
import { useState } from 'react';
import type { ComponentType } from 'react';
import DefaultLoadingIconModule from 'antd/es/button/DefaultLoadingIcon.js';
import type { DefaultLoadingIconProps } from 'antd/es/button/DefaultLoadingIcon.js';
import { defaultOf } from './defaultOf.ts';

const DefaultLoadingIcon = defaultOf<ComponentType<DefaultLoadingIconProps>>(DefaultLoadingIconModule);

export default function ButtonLoadingIcon(props: DefaultLoadingIconProps) {
  const wanted = Boolean(props.loading || props.existIcon);
  const [used, setUsed] = useState(wanted);
  // Set while rendering: React renders again at once, before anything is committed.
  if (wanted && !used) setUsed(true);
  return used || wanted ? <DefaultLoadingIcon {...props} /> : null;
}
