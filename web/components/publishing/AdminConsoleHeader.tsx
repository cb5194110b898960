// The top of a staff console under /admin: the page's heading and what the console is for, with
// its actions (a create button, an import) on the right, wrapping below on a narrow screen.
import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

export function AdminConsoleHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap>
      <div style={{ flex: 1, minWidth: 280 }}>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{title}</h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{intro}</p>
      </div>
      {actions}
    </Flex>
  );
}
