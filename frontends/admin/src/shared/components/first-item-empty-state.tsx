import type { IntlShape } from 'react-intl';
import { NavButton } from './NavButton';
import { sharedMessages as m } from '../messages';

/**
 * The empty state of the tour, provider, article and page lists: 'No tours found matching your filters'
 * while filtering, else 'No tours created yet' with 'Create Your First Tour'.
 */
export function firstItemEmptyState(intl: IntlShape, singular: 'Tour' | 'Provider' | 'Article' | 'Page', filtered: boolean, newPath: string) {
  const noun = singular.toLowerCase();
  if (filtered) return { text: intl.formatMessage(m.noneMatching, { noun }) };
  return {
    text: intl.formatMessage(m.noneYet, { noun }),
    action: (
      <NavButton type="primary" to={newPath}>
        {intl.formatMessage(m.createFirst, { noun })}
      </NavButton>
    ),
  };
}
