import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { tourMessages as m } from '../messages';

const IMAGE_URL = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;

export interface ImageListEditorProps {
  value?: string[];
  onChange?: (images: string[]) => void;
}

/** Tour images by URL: 'Add Image' asks for one (an empty answer adds nothing); remove per image. */
export function ImageListEditor({ value = [], onChange }: ImageListEditorProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setAsking(false);
    setUrl('');
    setError(null);
  };
  const addImage = () => {
    const answer = url.trim();
    if (answer === '') return close();
    if (!IMAGE_URL.test(answer)) return setError(intl.formatMessage(m.badImageUrl));
    onChange?.([...value, answer]);
    close();
  };

  return (
    <div>
      {value.length > 0 && (
        <ul style={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
          {value.map((image, index) => (
            <li key={`${index}-${image}`} style={{ position: 'relative' }}>
              <img src={image} alt={intl.formatMessage(m.tourImage, { number: index + 1 })} style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6, background: '#f0f0f0' }} />
              <Button
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={intl.formatMessage(m.removeImage, { number: index + 1 })}
                onClick={() => onChange?.(value.filter((_, i) => i !== index))}
                style={{ position: 'absolute', top: 6, right: 6 }}
              />
            </li>
          ))}
        </ul>
      )}
      <Button icon={<PlusOutlined />} onClick={() => setAsking(true)}>
        {intl.formatMessage(m.addImage)}
      </Button>
      <Modal
        open={asking}
        title={intl.formatMessage(m.addImage)}
        okText={intl.formatMessage(m.add)}
        cancelText={intl.formatMessage(m.cancel)}
        onOk={addImage}
        onCancel={close}
        destroyOnHidden
      >
        <label htmlFor="tour-image-url" style={{ display: 'block', marginBottom: 6 }}>
          {intl.formatMessage(m.imageUrl)}
        </label>
        <Input
          id="tour-image-url"
          value={url}
          autoFocus
          status={error ? 'error' : undefined}
          aria-invalid={error !== null}
          aria-describedby={error ? 'tour-image-url-error' : undefined}
          placeholder="https://example.com/photo.jpg"
          onChange={(e) => setUrl(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            addImage();
          }}
        />
        {error && (
          <p id="tour-image-url-error" role="alert" style={{ color: '#a8071a', margin: '6px 0 0' }}>
            {error}
          </p>
        )}
      </Modal>
    </div>
  );
}
