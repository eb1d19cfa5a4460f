import { Alert, Card, Collapse, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import type { audit } from '@costiera/contracts';
import { useItemHistory } from '../activity';
import { activityActionMessages, activityKindMessages, activityMessages as m, labelOf } from '../activity-messages';
import { ActivityChanges } from './ActivityChanges';

/** One entry's heading: what was done, by whom, when. */
export function ActivityHeading({ entry, withItem }: { entry: audit.ActivityEntry; withItem?: boolean }) {
  const intl = useIntl();
  const actor = intl.formatMessage(m.actor, { name: entry.actor.name });
  return (
    <span>
      <strong>{labelOf(intl, activityActionMessages, entry.action)}</strong>
      {withItem && (
        <>
          {' · '}
          {labelOf(intl, activityKindMessages, entry.kind)}
          {entry.item_label ? ` “${entry.item_label}”` : ''}
        </>
      )}
      {' · '}
      {entry.address ? intl.formatMessage(m.byFrom, { actor, address: entry.address }) : intl.formatMessage(m.by, { actor })}
      {' · '}
      <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
    </span>
  );
}

/** An item's history on its form: each entry expandable to what changed. */
export function ItemHistory({ itemId }: { itemId: string }) {
  const intl = useIntl();
  const history = useItemHistory(itemId);
  return (
    <Card title={intl.formatMessage(m.history)} style={{ marginTop: 16 }} data-testid="item-history">
      {history.error ? (
        <Alert type="error" showIcon title={intl.formatMessage(m.historyFailed, { error: history.error.message })} />
      ) : !history.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : history.data.data.length === 0 ? (
        <p style={{ margin: 0 }}>{intl.formatMessage(m.noHistory)}</p>
      ) : (
        <Collapse
          size="small"
          items={history.data.data.map((entry) => ({
            key: entry.id,
            label: <ActivityHeading entry={entry} withItem={entry.kind.endsWith('-translation') || entry.kind === 'tour-calendar'} />,
            children: <ActivityChanges changes={entry.changes} />,
          }))}
        />
      )}
    </Card>
  );
}
