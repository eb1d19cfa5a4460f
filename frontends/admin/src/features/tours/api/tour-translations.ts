import { catalog } from '@costiera/contracts';
import { translationHooks } from '../../../shared/translations';

export const tourTranslations = translationHooks({
  section: 'tours',
  get: catalog.getTourTranslation,
  put: catalog.putTourTranslation,
  confirm: catalog.confirmTourTranslation,
  remove: catalog.deleteTourTranslation,
});
