import { content } from '@costiera/contracts';
import { contentResource } from '../../../shared/content-resource';

export const articles = contentResource('articles', { list: content.listArticles, get: content.getArticle, create: content.createArticle, update: content.updateArticle, remove: content.deleteArticle });
