import { EntitySchema } from '@mikro-orm/core';
import { Article } from '../domain/article';
import { Category } from '../domain/category';
import { Page } from '../domain/page';
import { CategoryTranslation } from '../domain/category-translation';

export const CategorySchema = new EntitySchema<Category>({
  class: Category,
  tableName: 'categories',
  schema: 'content',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    slug: { type: 'text' },
    type: { type: 'text' },
    description: { type: 'text', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
  },
});

export const ArticleSchema = new EntitySchema<Article>({
  class: Article,
  tableName: 'articles',
  schema: 'content',
  properties: {
    id: { type: 'uuid', primary: true },
    title: { type: 'text' },
    slug: { type: 'text' },
    content: { type: 'text' },
    excerpt: { type: 'text' },
    categoryId: { type: 'uuid', fieldName: 'category_id' },
    featuredImage: { type: 'text', fieldName: 'featured_image', nullable: true },
    published: { type: 'boolean' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
  },
});

export const PageSchema = new EntitySchema<Page>({
  class: Page,
  tableName: 'pages',
  schema: 'content',
  properties: {
    id: { type: 'uuid', primary: true },
    title: { type: 'text' },
    slug: { type: 'text' },
    content: { type: 'text' },
    categoryId: { type: 'uuid', fieldName: 'category_id' },
    metaDescription: { type: 'text', fieldName: 'meta_description', nullable: true },
    published: { type: 'boolean' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
  },
});

export const CategoryTranslationSchema = new EntitySchema<CategoryTranslation>({
  class: CategoryTranslation,
  tableName: 'category_translations',
  schema: 'content',
  properties: {
    categoryId: { type: 'uuid', fieldName: 'category_id', primary: true },
    language: { type: 'text', primary: true },
    name: { type: 'text' },
    sourceHash: { type: 'text', fieldName: 'source_hash' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
    updatedBy: { type: 'text', fieldName: 'updated_by', nullable: true },
  },
});
