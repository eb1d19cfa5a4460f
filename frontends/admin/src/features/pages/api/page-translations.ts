import { content } from '@costiera/contracts';
import { translationHooks } from '../../../shared/translations';

export const pageTranslations = translationHooks({
  section: 'pages',
  get: content.getPageTranslation,
  put: content.putPageTranslation,
  confirm: content.confirmPageTranslation,
  remove: content.deletePageTranslation,
});
