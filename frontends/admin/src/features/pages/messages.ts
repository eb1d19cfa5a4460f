import { defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  description: { id: 'pages.description', defaultMessage: 'Static pages: guides, schedules and information' },
  columnTitle: { id: 'pages.columnTitle', defaultMessage: 'Title' },
  columnSlug: { id: 'pages.columnSlug', defaultMessage: 'Slug' },
  columnMeta: { id: 'pages.columnMeta', defaultMessage: 'Meta description' },
  metaDescription: { id: 'pages.metaDescription', defaultMessage: 'Meta description' },
  metaTooLong: { id: 'pages.metaTooLong', defaultMessage: 'Meta description must be at most {limit} characters' },
  metaRecommended: { id: 'pages.metaRecommended', defaultMessage: 'Recommended: 120 to 160 characters' },
  counter: { id: 'pages.counter', defaultMessage: '{length}/{limit} characters' },
  counterTooLong: { id: 'pages.counterTooLong', defaultMessage: '{length}/{limit} characters (too long)' },
  pageUrl: { id: 'pages.pageUrl', defaultMessage: 'Page URL' },
  visibleOncePublished: { id: 'pages.visibleOncePublished', defaultMessage: '{url} (visible once published)' },
});
