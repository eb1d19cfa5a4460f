/** Absolute paths of the back office; the shell mounts this remote at /admin/*. */
export const adminPaths = {
  root: '/admin',
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  tours: '/admin/tours',
  newTour: '/admin/tours/new',
  editTour: (id: string) => `/admin/tours/${encodeURIComponent(id)}/edit`,
  tourCalendar: (id: string) => `/admin/tours/${encodeURIComponent(id)}/calendar`,
  providers: '/admin/providers',
  newProvider: '/admin/providers/new',
  editProvider: (id: string) => `/admin/providers/${encodeURIComponent(id)}/edit`,
  articles: '/admin/articles',
  newArticle: '/admin/articles/new',
  editArticle: (id: string) => `/admin/articles/${encodeURIComponent(id)}/edit`,
  pages: '/admin/pages',
  newPage: '/admin/pages/new',
  editPage: (id: string) => `/admin/pages/${encodeURIComponent(id)}/edit`,
  categories: '/admin/categories',
  bookingRequests: '/admin/booking-requests',
  activity: '/admin/activity',
} as const;

/** Where travellers see an item (opened in a new tab from the back office). */
export const publicPaths = {
  tour: (id: string) => `/tours/${encodeURIComponent(id)}`,
  article: (slug: string) => `/articles/${encodeURIComponent(slug)}`,
  page: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
} as const;
