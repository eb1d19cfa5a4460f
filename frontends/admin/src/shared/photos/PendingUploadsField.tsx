import { useEffect } from 'react';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { photoMessages as m } from './messages';

/**
 * Keeps a form from saving while photos are still uploading: a field holding how many are on
 * their way, whose rule names the wait (the saved item would miss them otherwise).
 */
export function PendingUploadsField({ name, pending }: { name: string; pending: number }) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  useEffect(() => {
    form.setFieldValue(name, pending);
    // Once they have all arrived, the refusal goes with them.
    if (pending === 0 && form.getFieldError(name).length > 0) void form.validateFields([name]).catch(() => undefined);
  }, [form, name, pending]);
  return (
    <Form.Item
      name={name}
      initialValue={0}
      rules={[{ validator: async (_, value: number | undefined) => ((value ?? 0) > 0 ? Promise.reject(new Error(intl.formatMessage(m.stillUploading))) : undefined) }]}
      style={{ margin: 0 }}
    >
      <NoInput />
    </Form.Item>
  );
}

/** The field has no control of its own: its value is set by the uploads. */
function NoInput(_: { value?: number }) {
  return null;
}
