import { useState } from 'react';
import { Button, Input, type InputProps } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages';

/**
 * A password field whose show/hide toggle is a real button named for what it does, 24x24 px
 * at least (WCAG 2.2 target size); antd's own eye is a 14-px icon named only 'Show'.
 */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  const intl = useIntl();
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          aria-label={intl.formatMessage(visible ? m.hidePassword : m.showPassword)}
          aria-pressed={visible}
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          // Keeps the caret in the field; the click still toggles.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setVisible((v) => !v)}
          style={{ minWidth: 24, width: 24, height: 24, margin: '-1px -7px -1px 0' }}
        />
      }
    />
  );
}
