import { useIntl } from 'react-intl';
import type { audit } from '@costiera/contracts';
import { activityMessages as m } from '../activity-messages';

/** A value as one line of text: lists joined, absent values named. */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.length === 0 ? empty : value.map((v) => shown(v, empty)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const lineStyle = (line: string) =>
  line.startsWith('+') ? { background: '#e6ffec', color: '#1a7f37' } : line.startsWith('-') ? { background: '#ffebe9', color: '#cf222e' } : line.startsWith('@@') ? { color: '#8c8c8c' } : {};

/** An entry's changed fields: before → after, and a long text's unified diff with added and removed lines coloured. */
export function ActivityChanges({ changes }: { changes: readonly audit.FieldChange[] }) {
  const intl = useIntl();
  const empty = intl.formatMessage(m.empty);
  if (changes.length === 0) return <p style={{ margin: 0, color: 'rgba(0,0,0,0.45)' }}>{intl.formatMessage(m.noChanges)}</p>;
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="activity-changes">
      {changes.map((change) => (
        <li key={change.field}>
          {'diff' in change ? (
            <>
              <code>{change.field}</code>
              <pre style={{ margin: '4px 0', padding: 8, background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 4, overflowX: 'auto', fontSize: 12 }}>
                {change.diff.split('\n').map((line, i) => (
                  <div key={i} style={lineStyle(line)}>
                    {line || ' '}
                  </div>
                ))}
              </pre>
            </>
          ) : (
            intl.formatMessage(m.changedTo, { field: <code key="f">{change.field}</code>, before: shown(change.before, empty), after: <strong key="a">{shown(change.after, empty)}</strong> })
          )}
        </li>
      ))}
    </ul>
  );
}
