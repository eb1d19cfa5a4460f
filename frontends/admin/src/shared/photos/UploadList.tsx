import { Button, Progress } from 'antd';
import { CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { PhotoUpload } from './use-photo-uploads';
import { photoMessages as m } from './messages';

/** The files on their way: each with its own progress bar, or the server's reason for refusing it. */
export function UploadList({ uploads, onDismiss }: { uploads: readonly PhotoUpload[]; onDismiss: (key: string) => void }) {
  const intl = useIntl();
  if (uploads.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: '12px 0 0', padding: 0, textAlign: 'left', display: 'flex', flexDirection: 'column', gap: 8 }}>
      {uploads.map((u) => (
        <li
          key={u.key}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            padding: 8,
            borderRadius: 6,
            border: `1px solid ${u.error ? '#ffccc7' : '#f0f0f0'}`,
            background: u.error ? '#fff2f0' : '#fff',
          }}
        >
          {u.error === null ? (
            <img src={u.localUrl} alt="" style={{ width: 48, height: 36, objectFit: 'cover', borderRadius: 4, flex: 'none', background: '#f0f0f0' }} />
          ) : (
            <WarningOutlined aria-hidden style={{ fontSize: 20, color: '#cf1322', width: 48, flex: 'none', justifyContent: 'center' }} />
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            {u.error === null ? (
              <>
                <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{intl.formatMessage(m.uploading, { name: u.name })}</div>
                <Progress percent={Math.round(u.progress * 100)} size="small" aria-label={intl.formatMessage(m.uploading, { name: u.name })} />
              </>
            ) : (
              <div role="alert">
                <strong style={{ display: 'block', overflowWrap: 'anywhere' }}>{intl.formatMessage(m.refused, { name: u.name })}</strong>
                <span style={{ color: '#a8071a' }}>{u.error}</span>
              </div>
            )}
          </div>
          {u.error !== null && <Button type="text" size="small" icon={<CloseOutlined />} aria-label={intl.formatMessage(m.dismiss, { name: u.name })} onClick={() => onDismiss(u.key)} />}
        </li>
      ))}
    </ul>
  );
}
