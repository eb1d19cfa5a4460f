import { NotFound } from '@costiera/kit';
import { useI18n } from '../i18n/i18n';

/** The site's 404 page in the reader's language (kit's page, shared with the admin, with the public side's words). */
export function NotFoundPage() {
  const i18n = useI18n();
  return (
    <NotFound
      texts={{ title: i18n.t('notFound.title'), description: i18n.t('notFound.description'), text: i18n.t('notFound.text'), home: i18n.t('notFound.home') }}
    />
  );
}
