import { Link } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { useTours } from '../../api/tours';
import { useI18n } from '../../i18n/i18n';
import { TourSection } from './components/TourSection';
import './destinations.css';

/** The things to do rather than ways to get around: transfers and scooter rentals are left out. */
const EXPERIENCE_CATEGORIES = ['private-boat-tour', 'shared-boat-tour', 'private-shore-excursion', 'cooking-class'];
/** Where the link sits in its sentence: each language puts it where its words need it. */
const LINK = '\u0000';

export function ExperiencesPage() {
  const i18n = useI18n();
  const tours = useTours();
  const experiences = (tours.data ?? []).filter((t) => EXPERIENCE_CATEGORIES.includes(t.category));
  const [beforeLink = '', afterLink = ''] = i18n.t('experiences.elsewhere', { link: LINK }).split(LINK);
  return (
    <div className="container places">
      <PageMeta title={i18n.t('experiences.metaTitle')} description={i18n.t('experiences.metaDescription')} />
      <h1>{i18n.t('experiences.title')}</h1>
      <p className="places__lead">
        {i18n.t('experiences.lead')} {beforeLink}
        <Link to="/tours">{i18n.t('experiences.allTours')}</Link>
        {afterLink}
      </p>
      <h2 className="visually-hidden">{i18n.t('experiences.results')}</h2>
      <TourSection tours={experiences} loading={tours.isPending} failed={tours.isError} emptyText={i18n.t('experiences.empty')} />
    </div>
  );
}
