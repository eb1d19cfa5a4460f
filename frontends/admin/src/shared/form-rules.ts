import type { FormRule } from 'antd';

/** '{Label} is required', also for an answer of only spaces. */
export function requiredRule(label: string): FormRule {
  return { required: true, whitespace: true, message: `${label} is required` };
}
