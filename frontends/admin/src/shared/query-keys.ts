/**
 * Every query of the back office lives under 'admin', so signing out can drop them all and a
 * save can refresh one section by its prefix (lists and single items alike).
 */
export const adminKeys = {
  all: ['admin'] as const,
  user: ['admin', 'user'] as const,
  dashboardStats: ['admin', 'dashboard-stats'] as const,
  search: ['admin', 'search'] as const,
  tours: ['admin', 'tours'] as const,
  providers: ['admin', 'providers'] as const,
  articles: ['admin', 'articles'] as const,
  pages: ['admin', 'pages'] as const,
  categories: ['admin', 'categories'] as const,
  bookingRequests: ['admin', 'booking-requests'] as const,
  photos: ['admin', 'photos'] as const,
  activity: ['admin', 'activity'] as const,
};

export type AdminSection = 'tours' | 'providers' | 'articles' | 'pages' | 'categories' | 'bookingRequests';
