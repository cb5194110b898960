// One look for a menu entry wherever antd's Menu shows it (side menu, Application submenu):
// its icon, its name in the current language, its to-do badge, a hint when it opens a new tab.
import { createElement } from 'react';
import { Badge } from 'antd';
import type { MenuProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { MenuEntry } from '../../contract/auth.ts';
import type { Language } from '../../contract/limits.ts';
import type { ToDoTotal } from '../stores/session.ts';
import { menuIcon } from './menuIcons.ts';
import { badgeCount, menuName } from './menuModel.ts';

type Item = NonNullable<MenuProps['items']>[number];

export function entryItem(
  entry: MenuEntry,
  options: {
    language: Language;
    toDoTotal: ToDoTotal;
    newTabHint: string;
    collapsed?: boolean;
    /** In a popup (vertical) menu the label is inline text: a flex box would start a new line under the icon. */
    popup?: boolean;
  },
): Item {
  const count = badgeCount(entry, options.toDoTotal);
  const name = menuName(entry, options.language);
  const external = entry.redirectUrl !== '';
  const icon = createElement(menuIcon(entry.newicon));
  return {
    key: entry.funcNo,
    // The dot stands for the count where the label is hidden (collapsed side menu). A Badge only
    // where it shows something: each one mounts a motion that sets state in the first commit.
    icon:
      options.collapsed === true && count > 0 ? (
        <Badge dot offset={[-2, 2]}>
          {icon}
        </Badge>
      ) : (
        icon
      ),
    title: name,
    label: (
      <span
        style={
          options.popup
            ? { display: 'inline-flex', alignItems: 'center', gap: 8 }
            : { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }
        }
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
        {count > 0 ? <Badge count={count} size="small" overflowCount={99} /> : null}
        {external ? <ExportOutlined aria-label={options.newTabHint} style={{ fontSize: 12, opacity: 0.6 }} /> : null}
      </span>
    ),
  };
}

const noSelection: string[] = [];
const selections = new Map<string, string[]>();
/**
 * A Menu's `selectedKeys` for `key` (none for null), the same array each time: antd's Menu takes a
 * new array for a change of its controlled state, sets it in a layout effect and renders the whole
 * menu once more.
 */
export function selectionOf(key: string | null): string[] {
  if (key === null) return noSelection;
  let keys = selections.get(key);
  if (!keys) selections.set(key, (keys = [key]));
  return keys;
}
