import { Input, Tabs } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { contentMessages as m } from '../content-messages';
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
  const intl = useIntl();
  const preview = useMemo(() => renderMarkdown(value), [value]);
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: intl.formatMessage(m.write),
          children: <Input.TextArea id={id} value={value} rows={rows} onChange={(e) => onChange?.(e.target.value)} {...aria} />,
        },
        {
          key: 'preview',
          label: intl.formatMessage(m.preview),
          children: value.trim() ? (
            <div className="costiera-markdown" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p>{intl.formatMessage(m.nothingToPreview)}</p>
          ),
        },
      ]}
    />
  );
}
