/**
 * Query keys that more than one remote touches. The public booking modal announces the
 * admin's booking-request lists and dashboard stats as stale after a request is sent
 * (stale-data.ts), so both sides must agree on these prefixes (matched as key prefixes).
 */
export const queryKeys = {
  tours: ['tours'] as const,
  tour: (id: string) => ['tours', 'detail', id] as const,
  tourReviews: (id: string) => ['tours', 'reviews', id] as const,
  bookingRequests: ['admin', 'booking-requests'] as const,
  dashboardStats: ['admin', 'dashboard-stats'] as const,
  publicPage: (slug: string) => ['pages', 'public', slug] as const,
  publicArticle: (slug: string) => ['articles', 'public', slug] as const,
  publicArticles: ['articles', 'index'] as const,
};
