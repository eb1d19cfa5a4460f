import { Button, Flex, Input } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { SeasonValues } from '../calendar-form-values';
import { tourMessages as m } from '../messages';

export interface SeasonsEditorProps {
  id?: string;
  value?: SeasonValues[];
  onChange?: (seasons: SeasonValues[]) => void;
}

/** The yearly seasons a tour runs in, first and last day included, as month-day ('04-01' to '10-31'). */
export function SeasonsEditor({ id, value = [], onChange }: SeasonsEditorProps) {
  const intl = useIntl();
  const set = (index: number, part: Partial<SeasonValues>) => onChange?.(value.map((s, i) => (i === index ? { ...s, ...part } : s)));
  return (
    <div id={id}>
      {value.length === 0 && <p style={{ margin: '0 0 8px', color: 'rgba(0,0,0,0.65)' }}>{intl.formatMessage(m.allYear)}</p>}
      {value.map((season, index) => (
        <Flex key={index} gap={8} align="center" wrap style={{ marginBottom: 8 }}>
          <Input
            aria-label={intl.formatMessage(m.seasonFirstDay, { number: index + 1 })}
            placeholder="04-01"
            value={season.from}
            maxLength={5}
            onChange={(e) => set(index, { from: e.target.value })}
            style={{ width: 96 }}
          />
          <span>{intl.formatMessage(m.seasonTo)}</span>
          <Input
            aria-label={intl.formatMessage(m.seasonLastDay, { number: index + 1 })}
            placeholder="10-31"
            value={season.to}
            maxLength={5}
            onChange={(e) => set(index, { to: e.target.value })}
            style={{ width: 96 }}
          />
          <Button type="text" icon={<CloseOutlined />} aria-label={intl.formatMessage(m.removeSeason, { number: index + 1 })} onClick={() => onChange?.(value.filter((_, i) => i !== index))} />
        </Flex>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange?.([...value, { from: '', to: '' }])}>
        {intl.formatMessage(m.addSeason)}
      </Button>
    </div>
  );
}
