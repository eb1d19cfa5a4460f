import { Flex } from 'antd';
import type { ReactNode } from 'react';

export function PageHeading({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
      <div>
        <h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>
        {description && <p style={{ margin: '4px 0 0', color: 'rgba(0,0,0,0.65)' }}>{description}</p>}
      </div>
      {actions && (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
