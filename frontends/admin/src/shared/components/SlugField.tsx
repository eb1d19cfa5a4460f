import { useEffect } from 'react';
import { Flex, Form, Input, Switch } from 'antd';
import { slugify } from '@costiera/kit';
import { SLUG_PATTERN } from '@costiera/contracts';

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
  const form = Form.useFormInstance();
  const sourceValue: unknown = Form.useWatch(source, form);
  useEffect(() => {
    if (auto) form.setFieldValue('slug', slugify(typeof sourceValue === 'string' ? sourceValue : ''));
  }, [auto, sourceValue, form]);

  return (
    <Form.Item
      label="Slug"
      name="slug"
      rules={[
        { required: true, whitespace: true, message: 'Slug is required' },
        { pattern: SLUG_PATTERN, message: 'Use lowercase letters, digits, underscores and single hyphens' },
      ]}
      extra={
        <Flex align="center" gap={8} style={{ marginTop: 6 }}>
          <Switch size="small" checked={auto} onChange={onAutoChange} aria-label="Auto-generate slug" />
          <span>Auto-generate from {source}</span>
        </Flex>
      }
    >
      <Input readOnly={auto} />
    </Form.Item>
  );
}
