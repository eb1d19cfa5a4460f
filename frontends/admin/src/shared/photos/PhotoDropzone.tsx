import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { media } from '@costiera/contracts';
import { photoMessages as m } from './messages';

/** What the file picker offers; the server still decides from each file's bytes. */
const ACCEPT = media.PHOTO_FORMATS.map((format) => `image/${format}`).join(',');

/** Whether a drag carries files from the computer (not a photo of the list being reordered). */
export const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * An element that takes files dropped from the computer: `over` while files are dragged over
 * it, and its drag handlers. Other drags (text, a photo being reordered) pass through.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return {
    over,
    handlers: {
      onDragOver,
      onDragEnter: onDragOver,
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      },
    },
  };
}

/** Where photos come in: dropped from the computer, or chosen with the file picker (one or several). */
export function PhotoDropzone({ multiple = true, onFiles, children }: { multiple?: boolean; onFiles: (files: File[]) => void; children?: ReactNode }) {
  const intl = useIntl();
  const hintId = useId();
  const { over, handlers } = useFileDrop((files) => onFiles(multiple ? files : files.slice(0, 1)));

  return (
    <div
      data-testid="photo-dropzone"
      {...handlers}
      style={{
        border: `1px dashed ${over ? '#1677ff' : '#d9d9d9'}`,
        background: over ? '#e6f4ff' : '#fafafa',
        borderRadius: 8,
        padding: '16px 12px',
        textAlign: 'center',
        transition: 'background 0.2s, border-color 0.2s',
      }}
    >
      <CloudUploadOutlined aria-hidden style={{ fontSize: 28, color: '#1677ff' }} />
      <p style={{ margin: '4px 0 8px' }}>
        {intl.formatMessage(multiple ? m.dropHere : m.dropOneHere)} <PhotoPickerButton multiple={multiple} onFiles={onFiles} describedBy={hintId} />
      </p>
      <p id={hintId} style={{ margin: 0, color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>
        {intl.formatMessage(m.accepted)}
      </p>
      {children}
    </div>
  );
}

/** The file picker: a real file input behind a button, so the keyboard reaches it. */
export function PhotoPickerButton({ multiple = true, onFiles, describedBy, label }: { multiple?: boolean; onFiles: (files: File[]) => void; describedBy?: string; label?: string }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="small" icon={<CloudUploadOutlined />} onClick={() => input.current?.click()} aria-describedby={describedBy}>
        {label ?? intl.formatMessage(multiple ? m.choosePhotos : m.choosePhoto)}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        aria-label={intl.formatMessage(m.uploadPhotos)}
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
        }}
        style={{ display: 'none' }}
      />
    </>
  );
}
