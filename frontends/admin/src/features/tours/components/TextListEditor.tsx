import { useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { tourMessages as m } from '../messages';

export interface TextListEditorProps {
  id?: string;
  value?: string[];
  onChange?: (items: string[]) => void;
  /** What one item is called, for the input's and buttons' accessible names ('included item'). */
  itemName: string;
  placeholder?: string;
}

/** A list of short texts: add with Enter or the Add button (blank ignored, trimmed), remove per item. */
export function TextListEditor({ id, value = [], onChange, itemName, placeholder }: TextListEditorProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const add = () => {
    const item = draft.trim();
    if (!item) return;
    onChange?.([...value, item]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the item; it must not submit the whole tour form.
      event.preventDefault();
      add();
    }
  };
  return (
    <div>
      <Flex gap={8}>
        <Input id={id} value={draft} placeholder={placeholder} aria-label={intl.formatMessage(m.newListItem, { item: itemName })} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKeyDown} />
        <Button onClick={add} disabled={draft.trim() === ''}>
          {intl.formatMessage(m.add)}
        </Button>
      </Flex>
      {value.length > 0 && (
        <ul style={{ listStyle: 'none', margin: '12px 0 0', padding: 0 }}>
          {value.map((item, index) => (
            <li key={`${index}-${item}`} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '4px 8px', background: '#fafafa', borderRadius: 4, marginBottom: 4 }}>
              <span style={{ overflowWrap: 'anywhere' }}>{item}</span>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={intl.formatMessage(m.removeListItem, { item: itemName, text: item })}
                onClick={() => onChange?.(value.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
