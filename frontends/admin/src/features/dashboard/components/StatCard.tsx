import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';

export interface StatCardProps {
  /** What the figure is, whatever the language shown: the end-to-end tests find a card by it. */
  stat: string;
  title: string;
  value: number | undefined;
  description: string;
  to: string;
}

/** One of the four dashboard figures; the whole card links to its section. */
export function StatCard({ stat, title, value, description, to }: StatCardProps) {
  const intl = useIntl();
  return (
    <Link to={to} style={{ display: 'block', height: '100%', color: 'inherit' }} data-stat={stat}>
      <Card hoverable style={{ height: '100%' }}>
        <div style={{ fontSize: 14, fontWeight: 500 }}>{title}</div>
        <div data-stat-value style={{ fontSize: 30, fontWeight: 600, lineHeight: 1.3 }}>
          {value === undefined ? '–' : intl.formatNumber(value)}
        </div>
        <div style={{ color: 'rgba(0,0,0,0.65)' }}>{description}</div>
      </Card>
    </Link>
  );
}
