// Codes by module, as cards of a grid: the module's name and the names of its functions beneath
// (the detail page, for what the primary granted and for what roles add).
import { Tag, theme } from 'antd';
import type { grantedModules } from './accountModel.ts';

type Props = {
  granted: ReturnType<typeof grantedModules>;
  label: string;
  otherTitle: string;
};

export function ModuleGrid({ granted, label, otherTitle }: Props) {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: 12,
      }}
    >
      {granted.modules.map((module) => (
        <li
          key={module.code}
          style={{
            padding: '10px 14px',
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          {/* A module named only for its functions (not itself held) reads quieter. */}
          <div style={{ fontWeight: 500, color: module.held ? undefined : token.colorTextSecondary }}>
            {module.name}
          </div>
          {module.functions.length ? (
            <div style={{ marginTop: 6, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {module.functions.map((name) => (
                <Tag key={name} style={{ marginInlineEnd: 0 }}>
                  {name}
                </Tag>
              ))}
            </div>
          ) : null}
        </li>
      ))}
      {granted.other.length ? (
        <li
          style={{
            padding: '10px 14px',
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <div style={{ fontWeight: 500 }}>{otherTitle}</div>
          <div style={{ marginTop: 6, color: token.colorTextSecondary }}>{granted.other.join(', ')}</div>
        </li>
      ) : null}
    </ul>
  );
}
