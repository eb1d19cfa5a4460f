import { defineMessages } from 'react-intl';

export const articleMessages = defineMessages({
  description: { id: 'articles.description', defaultMessage: 'Travel stories and guides' },
  columnArticle: { id: 'articles.columnArticle', defaultMessage: 'Article' },
  excerpt: { id: 'articles.excerpt', defaultMessage: 'Excerpt' },
  excerptRequired: { id: 'articles.excerptRequired', defaultMessage: 'Excerpt is required' },
  featuredImage: { id: 'articles.featuredImage', defaultMessage: 'Featured Image' },
  featuredImageUrl: { id: 'articles.featuredImageUrl', defaultMessage: 'Featured image URL' },
  featuredImagePreview: { id: 'articles.featuredImagePreview', defaultMessage: 'Featured image preview' },
});
