import { Card } from 'antd';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  title: string;
  value: number | undefined;
  description: string;
  to: string;
}

/** One of the four dashboard figures; the whole card links to its section. */
export function StatCard({ title, value, description, to }: StatCardProps) {
  return (
    <Link to={to} style={{ display: 'block', height: '100%', color: 'inherit' }} data-stat={title}>
      <Card hoverable style={{ height: '100%' }}>
        <div style={{ fontSize: 14, fontWeight: 500 }}>{title}</div>
        <div data-stat-value style={{ fontSize: 30, fontWeight: 600, lineHeight: 1.3 }}>{value ?? '–'}</div>
        <div style={{ color: 'rgba(0,0,0,0.65)' }}>{description}</div>
      </Card>
    </Link>
  );
}
