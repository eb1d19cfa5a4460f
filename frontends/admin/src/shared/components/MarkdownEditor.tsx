import { Input, Tabs } from 'antd';
import { useMemo } from 'react';
import { renderMarkdown } from '../markdown';

export interface MarkdownEditorProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
  'aria-invalid'?: boolean;
}

/** A text area for Markdown with a rendered preview (a form control for antd Form.Item). */
export function MarkdownEditor({ id, value = '', onChange, rows = 14, ...aria }: MarkdownEditorProps) {
  const preview = useMemo(() => renderMarkdown(value), [value]);
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: 'Write',
          children: <Input.TextArea id={id} value={value} rows={rows} onChange={(e) => onChange?.(e.target.value)} {...aria} />,
        },
        {
          key: 'preview',
          label: 'Preview',
          children: value.trim() ? (
            <div className="costiera-markdown" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p>Nothing to preview yet.</p>
          ),
        },
      ]}
    />
  );
}
