/** The public pages' query keys: the browser and the server render build the same ones, so hydration finds their answers. */
export const queryKeys = {
  tours: ['tours'] as const,
  tour: (id: string) => ['tours', 'detail', id] as const,
  tourReviews: (id: string) => ['tours', 'reviews', id] as const,
  /** A page by its slug in `lang` (absent: English), or by its English slug (`sourceSlug`), as the fixed paths name it. */
  publicPage: (slug: string, read: { lang?: string; sourceSlug?: boolean } = {}) => ['pages', 'public', slug, read] as const,
  publicArticle: (slug: string, lang?: string) => ['articles', 'public', slug, { lang }] as const,
  publicArticles: (lang?: string) => ['articles', 'index', { lang }] as const,
};
