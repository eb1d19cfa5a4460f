import { content } from '@costiera/contracts';
import { translationHooks } from '../../../shared/translations';

export const categoryTranslations = translationHooks({
  section: 'categories',
  get: content.getCategoryTranslation,
  put: content.putCategoryTranslation,
  confirm: content.confirmCategoryTranslation,
  remove: content.deleteCategoryTranslation,
});
