import { Spin } from 'antd';

export function ScreenLoading({ fullHeight = false }: { fullHeight?: boolean }) {
  return (
    <div style={{ minHeight: fullHeight ? '100vh' : 240, display: 'grid', placeItems: 'center' }}>
      <Spin size="large" aria-label="Loading" />
    </div>
  );
}
