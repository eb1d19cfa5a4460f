/** The public pages' query keys: the browser and the server render build the same ones, so hydration finds their answers. */
export const queryKeys = {
  tours: ['tours'] as const,
  tour: (id: string) => ['tours', 'detail', id] as const,
  tourReviews: (id: string) => ['tours', 'reviews', id] as const,
  publicPage: (slug: string) => ['pages', 'public', slug] as const,
  publicArticle: (slug: string) => ['articles', 'public', slug] as const,
  publicArticles: ['articles', 'index'] as const,
};
