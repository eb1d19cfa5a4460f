import { queryKeys } from '@costiera/kit';

/**
 * Every query of the back office lives under 'admin', so signing out can drop them all and a
 * save can refresh one section by its prefix (lists and single items alike).
 */
export const adminKeys = {
  all: ['admin'] as const,
  user: ['admin', 'user'] as const,
  // Shared with the public remote, whose booking modal invalidates them.
  dashboardStats: queryKeys.dashboardStats,
  search: ['admin', 'search'] as const,
  tours: ['admin', 'tours'] as const,
  providers: ['admin', 'providers'] as const,
  articles: ['admin', 'articles'] as const,
  pages: ['admin', 'pages'] as const,
  categories: ['admin', 'categories'] as const,
  bookingRequests: queryKeys.bookingRequests,
};

export type AdminSection = 'tours' | 'providers' | 'articles' | 'pages' | 'categories' | 'bookingRequests';
