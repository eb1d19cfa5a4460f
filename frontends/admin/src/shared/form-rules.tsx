import type { FormRule } from 'antd';
import { FormattedMessage } from 'react-intl';
import { sharedMessages as m } from './messages';

/**
 * '{Label} is required', also for an answer of only spaces. The message is an element, so it
 * reads in the admin's language wherever the form shows it; the label comes in that language too.
 */
export function requiredRule(label: string): FormRule {
  return { required: true, whitespace: true, message: <FormattedMessage {...m.required} values={{ label }} /> };
}
