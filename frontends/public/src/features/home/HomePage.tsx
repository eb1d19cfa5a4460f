import { useDeferredValue } from 'react';
import { PageMeta } from '@costiera/kit';
import { useTours } from '../../api/tours';
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
  // The 24 cards render in the background (interruptible), not in the task that receives the data.
  const tours = useDeferredValue(useTours());
  return (
    <>
      <PageMeta
        title="Tours on the Sorrento Coast, Capri and Amalfi"
        description="Book boat tours to Capri and Positano, shore excursions, cooking classes, transfers and scooter rentals from personally verified local providers."
      />
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">Discover the Sorrento Coast</h1>
          <p className="hero__lead">Boat tours, excursions and transfers from personally verified local providers. Send a request, the provider confirms.</p>
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
