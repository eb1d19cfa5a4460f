import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { tourMessages as m } from '../messages';

const IMAGE_URL = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;

/** SPEC: 'Add Image' asks for an image URL in a prompt; an empty answer adds nothing. */
export function ImageUrlPrompt({ onAdd }: { onAdd: (url: string) => void }) {
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
    onAdd(answer);
    close();
  };

  return (
    <>
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
    </>
  );
}
