import { NavButton } from './NavButton';

/**
 * The empty state of the tour, provider, article and page lists: 'No tours found matching your filters'
 * while filtering, else 'No tours created yet' with 'Create Your First Tour'.
 */
export function firstItemEmptyState(singular: 'Tour' | 'Provider' | 'Article' | 'Page', filtered: boolean, newPath: string) {
  const plural = `${singular.toLowerCase()}s`;
  if (filtered) return { text: `No ${plural} found matching your filters` };
  return {
    text: `No ${plural} created yet`,
    action: (
      <NavButton type="primary" to={newPath}>
        Create Your First {singular}
      </NavButton>
    ),
  };
}
