import { DEMO_ARTICLES } from '../../src/seed/demo/articles';
import { DEMO_CATEGORIES } from '../../src/seed/demo/categories';
import { DEMO_PAGES } from '../../src/seed/demo/pages';
import { CATEGORY_DETAILS, DEMO_TOURS } from '../../src/seed/demo/tours';
import { ARTICLES_IT } from '../../src/seed/demo/it/articles';
import { CATEGORIES_IT } from '../../src/seed/demo/it/categories';
import { PAGES_IT } from '../../src/seed/demo/it/pages';
import { CATEGORY_DETAILS_IT, TOURS_IT } from '../../src/seed/demo/it/tours';

/**
 * The Italian demo text is a whole translation of the English (ADR 0019: a translation is whole
 * or absent), so the seed can write a translation row for every entity the admin would accept.
 */

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const META_DESCRIPTION_MAX = 160;

const sorted = (keys: Iterable<string>) => [...keys].sort();
const paragraphs = (text: string) => text.split(/\n\s*\n/);

/** Every run of digits, as a multiset: prices, times, counts and addresses survive translation. */
const figures = (text: string) => sorted(text.match(/\d+/g) ?? []);
/** The English figures the Italian text leaves out (it may add some, e.g. a time written out in words in English). */
function missingFigures(english: string, italian: string): string[] {
  const left = [...figures(italian)];
  return figures(english).filter((figure) => {
    const at = left.indexOf(figure);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** A Markdown body's blocks line by line (heading level, list item, table row, quote, text) and its link targets. */
function markup(body: string) {
  const blocks = body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => /^(#+) /.exec(line)?.[1] ?? (/^[-*] /.test(line) ? 'item' : /^\d+\. /.test(line) ? 'numbered' : line.startsWith('|') ? 'row' : line.startsWith('>') ? 'quote' : 'text'));
  const links = [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
  return { blocks, links };
}

/** Words that only an untranslated English sentence would hold (no business name on the coast uses them). */
const ENGLISH_WORDS = /\b(the|and|with|your|you|our|we|of|for|is|from|to|at|by|on|this|that|full|day|hours?|minutes)\b/i;
/** Italian words written without their accent, or with an apostrophe in its place (piu, perche', citta). */
const UNACCENTED = /\b(perche|piu|citta|puo|gia|cosi|e')(?![a-zàèéìòù])/i;

function expectItalian(field: string, english: string | null | undefined, italian: string | null | undefined) {
  if (english === null || english === undefined) {
    expect({ field, italian }).toEqual({ field, italian: english });
    return;
  }
  expect({ field, empty: (italian ?? '').trim() === '' }).toEqual({ field, empty: english.trim() === '' });
  const text = italian ?? '';
  expect({ field, english: ENGLISH_WORDS.exec(text.replace(/\]\([^)]*\)/g, ''))?.[0] }).toEqual({ field, english: undefined });
  expect({ field, missingFigures: missingFigures(english, text) }).toEqual({ field, missingFigures: [] });
  expect({ field, unaccented: UNACCENTED.exec(text)?.[0] }).toEqual({ field, unaccented: undefined });
}

function expectSameList(field: string, english: readonly string[] | undefined, italian: readonly string[] | undefined) {
  expect({ field, length: italian?.length }).toEqual({ field, length: english?.length });
  english?.forEach((item, i) => expectItalian(`${field}[${i}]`, item, italian?.[i]));
}

describe('the Italian demo tours', () => {
  it('translate every demo tour and no other', () => {
    expect(sorted(Object.keys(TOURS_IT))).toEqual(sorted(DEMO_TOURS.map((t) => t.key)));
  });

  it.each(DEMO_TOURS.map((tour) => [tour.key, tour] as const))('%s: every text a traveller reads, paragraph for paragraph, with the same figures', (key, tour) => {
    const italian = TOURS_IT[key]!;
    for (const field of ['title', 'shortDescription', 'story', 'meetingPoint', 'duration'] as const) expectItalian(`${key}.${field}`, tour[field], italian[field]);
    expect(paragraphs(italian.story)).toHaveLength(paragraphs(tour.story).length);
    expectSameList(`${key}.included`, tour.included, italian.included);
  });

  it('translate what every category includes, leaves out and says, item for item', () => {
    expect(sorted(Object.keys(CATEGORY_DETAILS_IT))).toEqual(sorted(Object.keys(CATEGORY_DETAILS)));
    for (const [category, english] of Object.entries(CATEGORY_DETAILS)) {
      const italian = CATEGORY_DETAILS_IT[category]!;
      expectSameList(`${category}.included`, english.included, italian.included);
      expectSameList(`${category}.notIncluded`, english.notIncluded, italian.notIncluded);
      expectItalian(`${category}.practical`, english.practical, italian.practical);
      expectItalian(`${category}.additionalInfo`, english.additionalInfo, italian.additionalInfo);
    }
  });
});

describe('the Italian demo categories', () => {
  it('translate the name and description of every tour, article and page category', () => {
    expect(new Set(DEMO_CATEGORIES.map((c) => c.slug)).size).toBe(DEMO_CATEGORIES.length);
    expect(sorted(Object.keys(CATEGORIES_IT))).toEqual(sorted(DEMO_CATEGORIES.map((c) => c.slug)));
    for (const category of DEMO_CATEGORIES) {
      const italian = CATEGORIES_IT[category.slug]!;
      expectItalian(`${category.slug}.name`, category.name, italian.name);
      expectItalian(`${category.slug}.description`, category.description, italian.description);
    }
  });
});

describe('the Italian demo articles', () => {
  it('translate every demo article and no other', () => {
    expect(sorted(Object.keys(ARTICLES_IT))).toEqual(sorted(DEMO_ARTICLES.map((a) => a.slug)));
  });

  it.each(DEMO_ARTICLES.map((article) => [article.slug, article] as const))('%s: title, excerpt and a body with the same headings, lists, tables and links', (slug, article) => {
    const italian = ARTICLES_IT[slug]!;
    expectItalian(`${slug}.title`, article.title, italian.title);
    expectItalian(`${slug}.excerpt`, article.excerpt, italian.excerpt);
    expectItalian(`${slug}.content`, article.content, italian.content);
    expect(markup(italian.content)).toEqual(markup(article.content));
  });
});

describe('the Italian demo pages', () => {
  it('translate every demo page and no other', () => {
    expect(sorted(Object.keys(PAGES_IT))).toEqual(sorted(DEMO_PAGES.map((p) => p.slug)));
  });

  it.each(DEMO_PAGES.map((page) => [page.slug, page] as const))('%s: title, a meta description a search result shows whole, and the same body', (slug, page) => {
    const italian = PAGES_IT[slug]!;
    expectItalian(`${slug}.title`, page.title, italian.title);
    expectItalian(`${slug}.metaDescription`, page.metaDescription, italian.metaDescription);
    expect(italian.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expectItalian(`${slug}.content`, page.content, italian.content);
    expect(markup(italian.content)).toEqual(markup(page.content));
  });
});

describe('the Italian slugs', () => {
  const italianSlugs = [...Object.values(ARTICLES_IT), ...Object.values(PAGES_IT)].map((t) => t.slug);

  it('are lower-case words joined by hyphens', () => {
    expect(italianSlugs.filter((slug) => !SLUG.test(slug))).toEqual([]);
  });

  it('are unique among Italian articles and pages', () => {
    expect(italianSlugs.filter((slug, i) => italianSlugs.indexOf(slug) !== i)).toEqual([]);
  });

  it('are Italian addresses, not the English ones again', () => {
    const english = new Set([...DEMO_ARTICLES, ...DEMO_PAGES].map((t) => t.slug));
    expect(italianSlugs.filter((slug) => english.has(slug))).toEqual([]);
  });
});

describe('the demo text in both languages', () => {
  it('links tour lists only by categories the demo data has', () => {
    const tourCategories = new Set(DEMO_CATEGORIES.filter((c) => c.type === 'tour').map((c) => c.slug));
    const bodies = [...DEMO_ARTICLES, ...DEMO_PAGES, ...Object.values(ARTICLES_IT), ...Object.values(PAGES_IT)].map((x) => x.content);
    const linked = bodies.flatMap((body) => [...body.matchAll(/\/tours\?category=([a-z0-9-]+)/g)].map((m) => m[1]!));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((slug) => !tourCategories.has(slug))).toEqual([]);
  });
});
