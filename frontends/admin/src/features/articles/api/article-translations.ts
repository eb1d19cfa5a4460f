import { content } from '@costiera/contracts';
import { translationHooks } from '../../../shared/translations';

export const articleTranslations = translationHooks({
  section: 'articles',
  get: content.getArticleTranslation,
  put: content.putArticleTranslation,
  confirm: content.confirmArticleTranslation,
  remove: content.deleteArticleTranslation,
});
