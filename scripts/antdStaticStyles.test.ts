import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import {
  antdStaticStyles,
  commonPart,
  splitByComponent,
  topLevelRules,
  withoutStyleFunctions,
} from './antdStaticStyles.ts';

const components = new Set(['button', 'grid', 'input', 'input-number', 'date-picker', 'calendar', 'form', 'badge']);

describe('topLevelRules', () => {
  it('cuts a sheet into its top-level rules, at-rules whole', () => {
    expect(
      topLevelRules('.a{color:red}@media (max-width: 575px){.b{x:1}.c{y:2}}@keyframes k{0%{o:0}100%{o:1}}'),
    ).toEqual(['.a{color:red}', '@media (max-width: 575px){.b{x:1}.c{y:2}}', '@keyframes k{0%{o:0}100%{o:1}}']);
  });

  it('does not count braces inside strings or comments', () => {
    expect(topLevelRules(`.a::after{content:"}"}/* { */.b{content:'{'}`)).toEqual([
      '.a::after{content:"}"}',
      `/* { */.b{content:'{'}`,
    ]);
  });
});

describe('splitByComponent', () => {
  it('files each rule under the component its first antd class names', () => {
    const parts = splitByComponent(
      [
        '.ant-btn{padding:0}',
        '.ant-btn-primary:hover{color:red}',
        '.ant-col-12{flex:0 0 50%}',
        '@media (min-width: 576px){.ant-col-sm-12{flex:0 0 50%}}',
        '.ant-input-affix-wrapper{display:flex}',
        '.ant-input-number{width:90px}',
        '.ant-picker-calendar{background:none}',
        '.ant-picker-dropdown{position:absolute}',
        '.ant-ribbon{position:absolute}',
        '.ant-form-item .ant-input{width:100%}',
      ].join(''),
      components,
    );
    expect(parts.get('button')).toBe('.ant-btn{padding:0}\n.ant-btn-primary:hover{color:red}');
    expect(parts.get('grid')).toBe(
      '.ant-col-12{flex:0 0 50%}\n@media (min-width: 576px){.ant-col-sm-12{flex:0 0 50%}}',
    );
    expect(parts.get('input')).toBe('.ant-input-affix-wrapper{display:flex}');
    expect(parts.get('input-number')).toBe('.ant-input-number{width:90px}');
    expect(parts.get('calendar')).toBe('.ant-picker-calendar{background:none}');
    expect(parts.get('date-picker')).toBe('.ant-picker-dropdown{position:absolute}');
    expect(parts.get('badge')).toBe('.ant-ribbon{position:absolute}');
    expect(parts.get('form')).toBe('.ant-form-item .ant-input{width:100%}');
  });

  it('keeps key frames, motion classes and resets in the common part', () => {
    const parts = splitByComponent(
      '@keyframes antZoomIn{0%{opacity:0}}.ant-zoom-enter{opacity:0}a{color:blue}',
      components,
    );
    expect(parts.get(commonPart)).toBe(
      '@keyframes antZoomIn{0%{opacity:0}}\n.ant-zoom-enter{opacity:0}\na{color:blue}',
    );
    expect([...parts.keys()]).toEqual([commonPart]);
  });

  it("leaves out the theme variables of antd's own build and its cache marker", () => {
    const parts = splitByComponent(
      '.css-var-_R_0_{--ant-color-primary:#1677ff}.css-var-_R_0_.ant-btn{--ant-button-x:1}.data-ant-cssinjs-cache-path{content:"a"}.ant-btn{padding:0}',
      components,
    );
    expect([...parts]).toEqual([['button', '.ant-btn{padding:0}']]);
  });

  it('splits the antd.css installed, losing no rule but those', () => {
    const require = createRequire(import.meta.url);
    const antdCss = require.resolve('antd/dist/antd.css');
    const css = fs.readFileSync(antdCss, 'utf8');
    const esDir = path.join(path.dirname(antdCss), '..', 'es');
    const all = new Set(fs.readdirSync(esDir).filter((name) => /^[a-z-]+$/.test(name)));
    const parts = splitByComponent(css, all);
    const kept = [...parts.values()].reduce((n, part) => n + topLevelRules(part).length, 0);
    const dropped = topLevelRules(css).filter((rule) => /^\.css-var-|data-ant-cssinjs-cache-path/.test(rule)).length;
    expect(kept + dropped).toBe(topLevelRules(css).length);
    for (const name of ['button', 'form', 'input', 'grid', 'table', 'modal', 'menu', 'select']) {
      expect(parts.get(name), name).toMatch(
        new RegExp(`\\.ant-${name === 'button' ? 'btn' : name === 'grid' ? 'row' : name}\\b`),
      );
    }
    expect(parts.get(commonPart)).not.toMatch(/\.ant-btn\b/);
    // Every part but the common one belongs to a component with a style module to carry it.
    for (const name of parts.keys()) {
      if (name === commonPart) continue;
      const module = name === 'wave' ? '_util/wave/style.js' : `${name}/style/index.js`;
      expect(fs.existsSync(path.join(esDir, module)), module).toBe(true);
    }
  });
});

describe('withoutStyleFunctions', () => {
  it("empties the style function antd is handed, keeping the component's default tokens", () => {
    const code = [
      "import { genStyleHooks } from '../../theme/internal';",
      "const title = '标题';",
      'const genButtonStyle = (token) => [{ padding: token.padding }];',
      "export default genStyleHooks('Button', (token) => [genButtonStyle(token)], prepareComponentToken, { unitless: {} });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], (token) => genButtonStyle(token), prepareComponentToken);",
      "export const Wave = genComponentStyleHook('Wave', genWaveStyle);",
      "export const other = somethingElse('x', (token) => token);",
    ].join('\n');
    expect(withoutStyleFunctions(code).split('\n').slice(3)).toEqual([
      "export default genStyleHooks('Button', () => [], prepareComponentToken, { unitless: {} });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], () => [], prepareComponentToken);",
      "export const Wave = genComponentStyleHook('Wave', () => []);",
      "export const other = somethingElse('x', (token) => token);",
    ]);
  });
});

describe('the build plugin', () => {
  type Hook = (this: unknown, ...args: unknown[]) => unknown;
  const call = (plugin: Plugin, hook: 'configResolved' | 'buildStart' | 'transform', ...args: unknown[]) =>
    (plugin[hook] as Hook).call({}, ...args);
  const antd = path.join(process.cwd(), 'node_modules', 'antd', 'es');

  it("imports a component's part from its style modules, not from its token file", () => {
    const plugin = antdStaticStyles();
    call(plugin, 'configResolved', { command: 'build' });
    call(plugin, 'buildStart');
    const importOf = (id: string) => {
      const out = call(plugin, 'transform', 'export default 1;', path.join(antd, id)) as { code: string } | null;
      return out ? /import "([^"]+)";\s*$/.exec(out.code)?.[1] : null;
    };
    const button = importOf('button/style/index.js');
    expect(button).toMatch(/portal-antd-styles[\\/]button\.css$/);
    expect(fs.readFileSync(button!, 'utf8')).toMatch(/\.ant-btn\{/);
    expect(importOf('button/style/compact.js')).toBe(button);
    expect(importOf('button/style/token.js')).toBeNull();
    expect(importOf('button/Button.js')).toBeNull();
    expect(importOf('_util/wave/style.js')).toMatch(/wave\.css$/);
    expect(importOf('config-provider/index.js')).toMatch(/common\.css$/);
  });

  it("leaves a style module's style function out, its tokens in", () => {
    const plugin = antdStaticStyles();
    call(plugin, 'configResolved', { command: 'build' });
    call(plugin, 'buildStart');
    const id = path.join(antd, 'button/style/index.js');
    const out = call(plugin, 'transform', fs.readFileSync(id, 'utf8'), id) as { code: string };
    expect(out.code).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken,/);
  });

  it('gives the development server the whole antd.css instead', () => {
    const plugin = antdStaticStyles();
    call(plugin, 'configResolved', { command: 'serve' });
    expect(call(plugin, 'transform', 'render();', path.join(process.cwd(), 'web', 'main.tsx'))).toBe(
      "import 'antd/dist/antd.css';\nrender();",
    );
    expect(call(plugin, 'transform', 'x', path.join(antd, 'button/style/index.js'))).toBeNull();
  });
});
