// The frame every home section shares: a titled card that shows skeletons while its call is
// under way and an Empty that says what to do when there is nothing to show.
import type { ReactNode } from 'react';
import { Card, Empty, Skeleton, theme } from 'antd';

type HomeCardProps = {
  title: ReactNode;
  icon: ReactNode;
  extra?: ReactNode;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  emptyAction?: ReactNode;
  /** Skeleton rows while loading. */
  rows?: number;
  children: ReactNode;
};

export function HomeCard({
  title,
  icon,
  extra,
  loading,
  empty,
  emptyText,
  emptyAction,
  rows = 4,
  children,
}: HomeCardProps) {
  const { token } = theme.useToken();
  let body: ReactNode = children;
  if (loading) body = <Skeleton active title={false} paragraph={{ rows }} />;
  else if (empty) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ marginBlock: 16 }}>
        {emptyAction}
      </Empty>
    );
  }
  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span style={{ color: token.colorPrimary, display: 'inline-flex' }}>{icon}</span>
          {title}
        </span>
      }
      extra={extra}
      styles={{ header: { minHeight: 52 }, body: { paddingBlock: 16 } }}
      // A section below the fold is not styled or laid out until it nears the screen: on a phone
      // most of them are, and styling and laying out the whole page was the larger part of its
      // first render's task (docs/performance.md, round 9). 'auto' keeps a shown section's size.
      style={{ height: '100%', contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' }}
    >
      {body}
    </Card>
  );
}
