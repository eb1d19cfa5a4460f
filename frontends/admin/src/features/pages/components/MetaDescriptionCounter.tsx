import { useIntl } from 'react-intl';
import { pageMessages as m } from '../messages';

export const META_DESCRIPTION_LIMIT = 160;

/** '{n}/160 characters', red once over the limit (search engines cut longer descriptions). */
export function MetaDescriptionCounter({ length, id }: { length: number; id?: string }) {
  const intl = useIntl();
  const over = length > META_DESCRIPTION_LIMIT;
  return (
    <span id={id} aria-live="polite" data-over-limit={over} style={{ color: over ? '#a8071a' : 'rgba(0,0,0,0.65)', fontWeight: over ? 600 : undefined }}>
      {intl.formatMessage(over ? m.counterTooLong : m.counter, { length, limit: META_DESCRIPTION_LIMIT })}
    </span>
  );
}
