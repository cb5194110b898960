// antd's styles as static style sheets, each loaded with the component that uses it (decision 0035).
// antd computes its components' CSS in the browser by default: on the sign-in page about a quarter
// of the main thread's work before the form could be used (theme tokens, stylis, a <style> per
// component). With `theme.zeroRuntime` it computes none and expects its prebuilt `antd/dist/antd.css`
// (1 MB, every component). This splits that file by component at build time and makes each
// component's style module import its part, so a page's chunk brings the CSS of the components in
// it, as it brought their styles before. The theme's own values still arrive as CSS variables, set
// at run time by antd (the rules here read `var(--ant-…)`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import type { Plugin } from 'vite';

/** Class names (after `ant-`) whose component's directory in `antd/es` has another name. */
const ownerOfPrefix: Record<string, string> = {
  row: 'grid',
  col: 'grid',
  picker: 'date-picker',
  'picker-calendar': 'calendar',
  ribbon: 'badge',
  btn: 'button',
  'float-btn': 'float-button',
  'modal-confirm': 'modal',
  'image-preview': 'image',
  qrcode: 'qr-code',
  otp: 'input',
  wave: 'wave',
};

/** The shared part: motion classes and key frames, the icon and link resets. */
export const commonPart = 'common';

/**
 * The top-level rules of a style sheet, each as written (`selector{…}` or `@media …{…}`).
 * Strings and comments are skipped over, so a brace inside `content:"{"` does not count.
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      if (i <= 0) break;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules;
}

/**
 * antd.css by component: `button` → the rules whose first `.ant-…` class is the button's; the rules
 * no component owns under `common`. Left out: the theme's variables with their default values, which
 * antd.css carries for the scopes of its own build (`.css-var-_R_…`) and antd sets at run time for
 * ours, and a cache marker of antd's server rendering.
 */
export function splitByComponent(css: string, components: ReadonlySet<string>): Map<string, string> {
  const ownerOf = (className: string): string => {
    const parts = className.split('-');
    for (let n = parts.length; n > 0; n--) {
      const prefix = parts.slice(0, n).join('-');
      const owner = ownerOfPrefix[prefix] ?? (components.has(prefix) ? prefix : undefined);
      if (owner) return owner;
    }
    return commonPart;
  };
  const parts = new Map<string, string[]>();
  for (const rule of topLevelRules(css)) {
    if (/^\.css-var-|data-ant-cssinjs-cache-path/.test(rule)) continue;
    const head = rule.startsWith('@keyframes') ? null : /\.ant-([a-z0-9-]+)/.exec(rule);
    const owner = head ? ownerOf(head[1]) : commonPart;
    const rules = parts.get(owner);
    if (rules) rules.push(rule);
    else parts.set(owner, [rule]);
  }
  return new Map([...parts].map(([owner, rules]) => [owner, rules.join('\n')]));
}

/** antd's ways of handing it a component's style function (`antd/es/theme/internal`). */
const styleFactories = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

/**
 * A style module with the style function it hands antd (the second argument of `genStyleHooks(…)`
 * and its kin) replaced by one that makes nothing. Under zeroRuntime antd never calls it, but it
 * and the helpers only it uses were still in every chunk; with them unreferenced the build leaves
 * them out. The component's default tokens (the third argument), which antd turns into CSS
 * variables at run time, stay.
 */
export function withoutStyleFunctions(code: string): string {
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const call = node as { type?: string; callee?: { type?: string; name?: string }; arguments?: typeof cuts };
    if (
      call.type === 'CallExpression' &&
      call.callee?.type === 'Identifier' &&
      styleFactories.has(call.callee.name ?? '') &&
      call.arguments &&
      call.arguments.length > 1
    )
      cuts.push(call.arguments[1]);
    for (const value of Object.values(node)) visit(value);
  };
  visit(parseAst(code));
  let out = code;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, start)}() => []${out.slice(end)}`;
  return out;
}

const styleModule =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:([a-z-]+)[\\/]style[\\/](?!token\.)[\w-]+|_util[\\/]wave[\\/]style)\.js$/;
const configProvider = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;

/**
 * The build's side: each part written to `node_modules/.cache/portal-antd-styles/`, and an import of
 * it added to the component's style modules (`antd/es/button/style/*.js`, not the token files other
 * components borrow), whose style functions are emptied; the common part with the ConfigProvider
 * every page has. Vite then
 * puts each part in the CSS of the chunk that holds the component and loads it with the chunk.
 * In `vite` (dev), whose pre-bundled dependencies pass no plugin, the whole antd.css instead.
 */
export function antdStaticStyles(): Plugin {
  const require = createRequire(import.meta.url);
  const antdCss = require.resolve('antd/dist/antd.css');
  const esDir = path.join(path.dirname(antdCss), '..', 'es');
  const outDir = fileURLToPath(new URL('../node_modules/.cache/portal-antd-styles', import.meta.url));
  let files = new Map<string, string>();
  let serving = false;
  return {
    name: 'portal-antd-static-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      if (serving) return;
      const components = new Set(fs.readdirSync(esDir).filter((name) => /^[a-z-]+$/.test(name)));
      fs.mkdirSync(outDir, { recursive: true });
      files = new Map();
      for (const [owner, css] of splitByComponent(fs.readFileSync(antdCss, 'utf8'), components)) {
        const file = path.join(outDir, `${owner}.css`);
        fs.writeFileSync(file, css);
        files.set(owner, file);
      }
    },
    transform(code, id) {
      if (serving) return /[\\/]web[\\/]main\.tsx$/.test(id) ? `import 'antd/dist/antd.css';\n${code}` : null;
      // A style module names its component (none for the wave's, under antd/es/_util).
      const style = styleModule.exec(id);
      const owner = style ? (style[1] ?? 'wave') : configProvider.test(id) ? commonPart : null;
      const file = owner ? files.get(owner) : undefined;
      if (!file) return null;
      // The import at the end, so the module's own lines keep their places in the source map.
      return { code: `${style ? withoutStyleFunctions(code) : code}\nimport ${JSON.stringify(file)};\n`, map: null };
    },
  };
}
