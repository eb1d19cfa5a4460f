import { Empty } from 'antd';
import type { ReactNode } from 'react';

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Empty description={<span style={{ color: 'rgba(0,0,0,0.65)' }}>{text}</span>} style={{ padding: '32px 0' }}>
      {action}
    </Empty>
  );
}
