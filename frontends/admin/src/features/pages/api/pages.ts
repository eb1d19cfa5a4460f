import { content } from '@costiera/contracts';
import { contentResource } from '../../../shared/content-resource';

export const pages = contentResource('pages', { list: content.listPages, get: content.getPage, create: content.createPage, update: content.updatePage, remove: content.deletePage });
