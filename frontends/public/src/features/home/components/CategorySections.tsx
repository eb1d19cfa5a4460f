import { Link } from 'react-router-dom';
import type { catalog } from '@costiera/contracts';
import { TourCard } from '../../../components/tour-card/TourCard';
import { availabilityNote } from '../../../components/tour-card/availability-note';
import { TourCardSkeleton } from '../../../components/tour-card/TourCardSkeleton';
import { TourGrid } from '../../../components/tour-card/TourGrid';
import { useI18n } from '../../../i18n/i18n';
import { HOME_SECTIONS, TOURS_PER_SECTION } from '../guides';

interface Props {
  tours: catalog.TourListItem[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** Six sections of up to four tours each, one per public category. */
export function CategorySections({ tours, loading, failed }: Props) {
  const i18n = useI18n();
  return (
    <>
      {HOME_SECTIONS.map((section) => {
        const inSection = (tours ?? []).filter((t) => t.category === section.category).slice(0, TOURS_PER_SECTION);
        const headingId = `section-${section.category}`;
        const title = i18n.t(section.title);
        return (
          <section key={section.category} className="section container home-tours" aria-labelledby={headingId}>
            <div className="section__head">
              <h2 id={headingId} className="section__title">
                {title}
              </h2>
              <Link className="section__link" to={`/tours?category=${section.category}`} aria-label={i18n.t('home.viewAllOf', { section: title })}>
                {i18n.t('home.viewAll')}
              </Link>
            </div>
            {loading ? (
              <TourGrid>
                {Array.from({ length: TOURS_PER_SECTION }, (_, i) => (
                  <TourCardSkeleton key={i} />
                ))}
              </TourGrid>
            ) : inSection.length > 0 ? (
              <TourGrid>
                {inSection.map((t) => (
                  <TourCard key={t.id} tour={t} note={availabilityNote(i18n, '', t)} />
                ))}
              </TourGrid>
            ) : (
              <p className="home-tours__empty">
                {i18n.t(failed ? 'tours.loadFailed' : 'home.emptyCategory')}
              </p>
            )}
          </section>
        );
      })}
    </>
  );
}
