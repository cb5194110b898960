// Rows with the look of antd's small List (a divider between rows, optionally a border; each row its
// content on the left and its actions on the right), without antd's List: the pages that used it
// carried its code (and its pagination and grid) into their first load for a few plain rows.
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { theme } from 'antd';

export function PlainList<T>({
  items,
  rowKey,
  children,
  actions,
  bordered = false,
  empty,
  style,
  rowProps,
}: {
  items: readonly T[];
  rowKey: (item: T) => Key;
  children: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  bordered?: boolean;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  style?: React.CSSProperties;
  rowProps?: (item: T) => HTMLAttributes<HTMLLIElement> & Record<`data-${string}`, string>;
}) {
  const { token } = theme.useToken();
  if (items.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        border: bordered ? `1px solid ${token.colorBorderSecondary}` : undefined,
        borderRadius: bordered ? token.borderRadiusLG : undefined,
        ...style,
      }}
    >
      {items.map((item, index) => (
        <li
          key={rowKey(item)}
          {...rowProps?.(item)}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginSM,
            padding: `${token.paddingXS}px ${bordered ? token.padding : 0}px`,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
            wordBreak: 'break-word',
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>{children(item)}</div>
          {actions ? <div style={{ flex: 'none' }}>{actions(item)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
