import { render } from '@testing-library/react';
import { JsonLd, jsonForScript } from './JsonLd';
import { SiteUrlProvider } from '@costiera/kit';
import { homeJsonLd } from './site';

const scripts = (container: HTMLElement) => [...container.querySelectorAll('script[type="application/ld+json"]')];

describe('<JsonLd>', () => {
  it('renders one application/ld+json script whose text parses back to the data', () => {
    const { container } = render(<JsonLd data={homeJsonLd('https://costiera.example')} />);
    expect(scripts(container)).toHaveLength(1);
    expect(JSON.parse(scripts(container)[0]!.textContent!)).toEqual(homeJsonLd('https://costiera.example'));
  });

  it('escapes < so text in the data cannot close the script', () => {
    const data = { '@context': 'https://schema.org' as const, '@type': 'Thing' as const, name: 'Boat </script><script>alert(1)</script> <!-- \u2028' };
    const text = jsonForScript(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
    const { container } = render(<JsonLd data={data} />);
    expect(scripts(container)).toHaveLength(1);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(scripts(container)[0]!.textContent!).name).toBe(data.name);
  });

  it('builds absolute URLs on the site URL the app provides (PUBLIC_BASE_URL on the server and in the browser)', () => {
    const provided = render(
      <SiteUrlProvider url="https://costiera.example/">
        <JsonLd data={homeJsonLd} />
      </SiteUrlProvider>,
    );
    expect(JSON.parse(scripts(provided.container)[0]!.textContent!)['@graph'][1].url).toBe('https://costiera.example/');
  });
});
