import { Input, Tabs } from 'antd';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { contentMessages as m } from '../content-messages';
import { renderMarkdown } from '../markdown';
import { PhotoPickerButton, useFileDrop } from '../photos/PhotoDropzone';
import { UploadList } from '../photos/UploadList';
import { PendingUploadsField } from '../photos/PendingUploadsField';
import { usePhotoUploads } from '../photos/use-photo-uploads';
import { altFromFileName } from '../photos/photo-address';
import { photoMessages } from '../photos/messages';

export interface MarkdownEditorProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
  'aria-invalid'?: boolean;
}

/**
 * A text area for Markdown with a rendered preview (a form control for antd Form.Item). Photos
 * dropped on it or picked are uploaded, and each goes in at the cursor as
 * `![alt](/media/photos/<id>)`, its alt text made from the file's name until the admin edits it.
 */
export function MarkdownEditor({ id, value = '', onChange, rows = 14, ...aria }: MarkdownEditorProps) {
  const intl = useIntl();
  const preview = useMemo(() => renderMarkdown(value), [value]);
  const writeArea = useRef<HTMLDivElement>(null);
  // Uploads finish whenever they do: each inserts into the text as it is then.
  const latest = useRef(value);
  latest.current = value;
  const uploads = usePhotoUploads((photo, file) => {
    const element = writeArea.current?.querySelector('textarea');
    const text = latest.current;
    const start = element ? element.selectionStart : text.length;
    const end = element ? element.selectionEnd : start;
    const image = `![${altFromFileName(file.name)}](${photo.url})`;
    const next = text.slice(0, start) + image + text.slice(end);
    latest.current = next;
    onChange?.(next);
    requestAnimationFrame(() => element?.setSelectionRange(start + image.length, start + image.length));
  });
  const { over, handlers } = useFileDrop(uploads.start);

  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: intl.formatMessage(m.write),
          children: (
            <div ref={writeArea} {...handlers}>
              <Input.TextArea
                id={id}
                value={value}
                rows={rows}
                onChange={(e) => onChange?.(e.target.value)}
                style={over ? { borderColor: '#1677ff', background: '#e6f4ff' } : undefined}
                {...aria}
              />
              <div style={{ marginTop: 8, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                <PhotoPickerButton onFiles={uploads.start} label={intl.formatMessage(photoMessages.insertPhotos)} />
                <span style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{intl.formatMessage(photoMessages.dropInText)}</span>
              </div>
              <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
              <PendingUploadsField name={`${id ?? 'content'}-uploads`} pending={uploads.pending} />
            </div>
          ),
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
