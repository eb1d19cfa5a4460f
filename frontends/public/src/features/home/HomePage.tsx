import { useDeferredValue } from 'react';
import { PageMeta } from '@costiera/kit';
import { useTours } from '../../api/tours';
import { useI18n } from '../../i18n/i18n';
import { CategorySections } from './components/CategorySections';
import { ClosingCta } from './components/ClosingCta';
import { DestinationCards } from './components/DestinationCards';
import { GuideCards } from './components/GuideCards';
import { HeroSearch } from './components/HeroSearch';
import { WhyChoose } from './components/WhyChoose';
import { JsonLd } from '../../seo/JsonLd';
import { homeJsonLd } from '../../seo/site';
import './home.css';

export function HomePage() {
  const i18n = useI18n();
  // The 24 cards render in the background (interruptible), not in the task that receives the data.
  const tours = useDeferredValue(useTours());
  return (
    <>
      <PageMeta title={i18n.t('home.metaTitle')} description={i18n.t('home.metaDescription')} />
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{i18n.t('home.title')}</h1>
          <p className="hero__lead">{i18n.t('home.lead')}</p>
          <HeroSearch />
        </div>
      </section>
      <GuideCards />
      <CategorySections tours={tours.data} loading={tours.isPending} failed={tours.isError} />
      <WhyChoose />
      <DestinationCards />
      <ClosingCta />
      <JsonLd data={homeJsonLd} />
    </>
  );
}
