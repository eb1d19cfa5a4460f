const FEATURES = [
  { title: 'Local expertise', text: 'Every tour is run by people who live on this coast and know its coves, kitchens and timetables.' },
  { title: 'Premium quality', text: 'Small groups, well-kept boats and vehicles, and providers we have personally verified.' },
  { title: 'Safe and reliable', text: 'Licensed skippers and drivers, clear meeting points, and free cancellation on most tours.' },
] as const;

export function WhyChoose() {
  return (
    <section className="why-choose" aria-labelledby="why-title">
      <div className="container section">
        <h2 id="why-title" className="section__title">
          Why choose Costiera
        </h2>
        <ul className="why-choose__list">
          {FEATURES.map((f) => (
            <li key={f.title} className="why-choose__item">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
