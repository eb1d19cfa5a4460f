import { useEffect } from 'react';
import { Flex, Form, Input, Switch } from 'antd';
import { slugify } from '@costiera/kit';
import { SLUG_PATTERN } from '@costiera/contracts';
import { useIntl } from 'react-intl';
import { contentMessages as m } from '../content-messages';

export interface SlugFieldProps {
  /** The field the slug is generated from ('title', or 'name' for categories). */
  source: string;
  auto: boolean;
  onAutoChange: (auto: boolean) => void;
}

/**
 * The slug with its 'Auto-generate' switch: while on, the slug follows the source field
 * (SPEC section 5 rule). It starts on for new items and off once an existing item loads,
 * so editing a title never silently changes a published URL.
 */
export function SlugField({ source, auto, onAutoChange }: SlugFieldProps) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const sourceValue: unknown = Form.useWatch(source, form);
  useEffect(() => {
    if (auto) form.setFieldValue('slug', slugify(typeof sourceValue === 'string' ? sourceValue : ''));
  }, [auto, sourceValue, form]);

  return (
    <Form.Item
      label={intl.formatMessage(m.slug)}
      name="slug"
      rules={[
        { required: true, whitespace: true, message: intl.formatMessage(m.required, { field: intl.formatMessage(m.slug) }) },
        { pattern: SLUG_PATTERN, message: intl.formatMessage(m.slugPattern) },
      ]}
      extra={
        <Flex align="center" gap={8} style={{ marginTop: 6 }}>
          <Switch size="small" checked={auto} onChange={onAutoChange} aria-label={intl.formatMessage(m.autoGenerateSlug)} />
          <span>{intl.formatMessage(m.autoGenerateFrom, { source })}</span>
        </Flex>
      }
    >
      <Input readOnly={auto} />
    </Form.Item>
  );
}
