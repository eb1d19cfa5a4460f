import { Button, Flex, Input } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { SeasonValues } from '../calendar-form-values';

export interface SeasonsEditorProps {
  id?: string;
  value?: SeasonValues[];
  onChange?: (seasons: SeasonValues[]) => void;
}

/** The yearly seasons a tour runs in, first and last day included, as month-day ('04-01' to '10-31'). */
export function SeasonsEditor({ id, value = [], onChange }: SeasonsEditorProps) {
  const set = (index: number, part: Partial<SeasonValues>) => onChange?.(value.map((s, i) => (i === index ? { ...s, ...part } : s)));
  return (
    <div id={id}>
      {value.length === 0 && <p style={{ margin: '0 0 8px', color: 'rgba(0,0,0,0.65)' }}>All year (no season set).</p>}
      {value.map((season, index) => (
        <Flex key={index} gap={8} align="center" wrap style={{ marginBottom: 8 }}>
          <Input
            aria-label={`Season ${index + 1} first day`}
            placeholder="04-01"
            value={season.from}
            maxLength={5}
            onChange={(e) => set(index, { from: e.target.value })}
            style={{ width: 96 }}
          />
          <span>to</span>
          <Input
            aria-label={`Season ${index + 1} last day`}
            placeholder="10-31"
            value={season.to}
            maxLength={5}
            onChange={(e) => set(index, { to: e.target.value })}
            style={{ width: 96 }}
          />
          <Button type="text" icon={<CloseOutlined />} aria-label={`Remove season ${index + 1}`} onClick={() => onChange?.(value.filter((_, i) => i !== index))} />
        </Flex>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange?.([...value, { from: '', to: '' }])}>
        Add season
      </Button>
    </div>
  );
}
