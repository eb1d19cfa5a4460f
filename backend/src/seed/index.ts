import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { bookings } from '@costiera/contracts';
import type { Runtime } from '../site/runtime';
import { AppError } from '../kernel/errors';
import { identitySettings, SetAdminAccount } from '../modules/identity';
import {
  CreateArticle, CreateCategory, CreatePage, FindCategories, GetArticle, GetArticleTranslation, GetCategoryTranslation, GetPage, GetPageTranslation, SaveArticleTranslation, SavePageTranslation, WriteCategoryTranslation, type CategoryType,
} from '../modules/content';
import { CreateProvider, CreateTour, GetAdminTour, GetProvider, GetTourTranslation, ListTourReviews, RecordReview, WriteTourTranslation } from '../modules/catalog';
import { CloseTourDates, DecideBookingRequest, GetBookingRequest, GetTourCalendar, SubmitBookingRequest, UpdateTourCalendar, addDays, venueDate } from '../modules/bookings';
import type { Clock } from '../kernel/clock';
import { TOKENS } from '../kernel/tokens';
import { DashboardProjection } from '../modules/reporting';
import { MediaPhotos, WritePhotoAlt } from '../modules/media';
import { seedId } from './seed-id';
import { DEMO_CATEGORIES } from './demo/categories';
import { CATEGORY_DETAILS, DEMO_TOURS, PROVIDERS } from './demo/tours';
import { reviewsFor } from './demo/reviews';
import { DEMO_ARTICLES } from './demo/articles';
import { DEMO_PAGES } from './demo/pages';
import { DEMO_BOOKING_REQUESTS } from './demo/bookings';
import { DEMO_CALENDARS, DEMO_CLOSED_DAYS } from './demo/calendars';
import { CATEGORIES_IT } from './demo/it/categories';
import { CATEGORY_DETAILS_IT, TOURS_IT } from './demo/it/tours';
import { ARTICLES_IT } from './demo/it/articles';
import { PAGES_IT } from './demo/it/pages';
import { DEMO_PHOTOS, demoImagePath } from './demo/photos';

/**
 * Idempotent demo data: the admin from ADMIN_USERNAME / ADMIN_PASSWORD, then categories,
 * tours with reviews, articles, pages and a few booking requests. Everything goes through
 * the modules' commands (rules and events included) with fixed ids, and anything already
 * there is left alone: a second run changes nothing but the admin's password. The events
 * the seed records are written as history, never delivered (no emails to the demo travellers),
 * and the dashboard projection is rebuilt from the seeded tables at the end.
 */
export async function seedDemoData(runtime: Runtime): Promise<string> {
  try {
    return await runtime.commands.asHistory(() => seed(runtime));
  } finally {
    await runtime.container.get(DashboardProjection).rebuild();
  }
}

async function seed(runtime: Runtime): Promise<string> {
  const lines: string[] = [];
  const { adminUsername, adminPassword } = runtime.config.of(identitySettings);
  if (adminUsername && adminPassword) {
    const r = await runtime.commands.execute(new SetAdminAccount(adminUsername, adminPassword));
    lines.push(r.created ? `admin ${adminUsername} created` : `admin ${adminUsername} up to date`);
  } else {
    lines.push('no ADMIN_USERNAME / ADMIN_PASSWORD set: no admin seeded');
  }
  lines.push(await seedCatalogue(runtime));
  return `Seeded: ${lines.join('; ')}`;
}

async function seedCatalogue(runtime: Runtime): Promise<string> {
  const { commands, queries, container } = runtime;
  const created = { photos: 0, categories: 0, providers: 0, tours: 0, reviews: 0, articles: 0, pages: 0, translations: 0, calendars: 0, closedDays: 0, bookingRequests: 0 };

  // The pictures first: the tours and articles name them by their photos' addresses.
  const photoUrls = await seedPhotos(runtime, () => created.photos++);
  const photoOf = (src: string) => photoUrls.get(src) ?? src;

  // Categories: found by slug (an admin may have made one already), else created.
  const categoryIds = new Map<string, string>();
  for (const facts of DEMO_CATEGORIES) {
    const [existing] = await queries.execute(new FindCategories(facts.type, { slugs: [facts.slug] }));
    if (existing) {
      categoryIds.set(key(facts.type, facts.slug), existing.id);
      continue;
    }
    categoryIds.set(key(facts.type, facts.slug), await commands.execute(new CreateCategory(facts, seedId('category', key(facts.type, facts.slug)))));
    created.categories++;
  }
  const categoryId = (type: CategoryType, slug: string) => {
    const id = categoryIds.get(key(type, slug));
    if (!id) throw new Error(`the demo data names an unknown ${type} category ${slug}`);
    return id;
  };

  // Providers: the directory's entry is left alone once there (an admin may have edited it).
  for (const provider of Object.values(PROVIDERS)) {
    if (await queries.execute(new GetProvider(provider.id))) continue;
    await commands.execute(new CreateProvider(provider.id, { name: provider.name, bookingEmails: [...provider.emails], phone: provider.phone, languages: [...provider.languages], active: true }));
    created.providers++;
  }

  const tourIds = new Map<string, string>();
  for (const tour of DEMO_TOURS) {
    const id = seedId('tour', tour.key);
    tourIds.set(tour.key, id);
    if (!(await queries.execute(new GetAdminTour(id)))) {
      const details = CATEGORY_DETAILS[tour.category]!;
      await commands.execute(
        new CreateTour(
          {
            title: tour.title,
            shortDescription: tour.shortDescription,
            description: `${tour.story}\n\n${details.practical}`,
            categoryId: categoryId('tour', tour.category),
            location: tour.location,
            duration: tour.duration,
            maxPassengers: tour.maxPassengers,
            priceFrom: tour.priceFrom,
            currency: 'EUR',
            images: tour.images.map(photoOf),
            included: [...(tour.included ?? details.included)],
            notIncluded: [...details.notIncluded],
            meetingPoint: tour.meetingPoint,
            providerId: tour.provider.id,
            providerName: tour.provider.name,
            providerRating: tour.provider.rating,
            isPrivate: tour.isPrivate,
            freeCancellation: details.freeCancellation,
            additionalInfo: details.additionalInfo,
          },
          id,
        ),
      );
      created.tours++;
    }
    const have = new Set((await queries.execute(new ListTourReviews(id)))?.map((r) => r.id) ?? []);
    for (const review of reviewsFor(tour)) {
      const reviewId = seedId('review', review.key);
      if (have.has(reviewId)) continue;
      await commands.execute(
        new RecordReview({ tourId: id, authorName: review.authorName, rating: review.rating, title: review.title, content: review.content, date: review.date }, reviewId, review.writtenAt),
      );
      created.reviews++;
    }
  }

  for (const article of DEMO_ARTICLES) {
    const id = seedId('article', article.slug);
    if (await queries.execute(new GetArticle(id))) continue;
    const made = await unlessSlugTaken(() =>
      commands.execute(
        new CreateArticle(
          {
            title: article.title,
            slug: article.slug,
            content: article.content,
            excerpt: article.excerpt,
            categoryId: categoryId('article', article.category),
            featuredImage: article.featuredImage && photoOf(article.featuredImage),
            published: article.published,
          },
          id,
        ),
      ),
    );
    if (made) created.articles++;
  }

  for (const page of DEMO_PAGES) {
    const id = seedId('page', page.slug);
    if (await queries.execute(new GetPage(id))) continue;
    const made = await unlessSlugTaken(() =>
      commands.execute(
        new CreatePage(
          {
            title: page.title,
            slug: page.slug,
            content: page.content,
            categoryId: categoryId('page', page.category),
            metaDescription: page.metaDescription,
            published: page.published,
          },
          id,
        ),
      ),
    );
    if (made) created.pages++;
  }

  // The Italian text, where the site has Italian and the item has no Italian yet (an admin's translation is left alone).
  if (runtime.config.siteLanguages.includes(ITALIAN)) created.translations += await seedItalian(runtime, categoryId, tourIds);

  // On the app's clock, so CLOCK_START moves the demo along with everything else.
  const today = venueDate(container.get<Clock>(TOKENS.Clock).now());
  const demoTour = (tourKey: string) => {
    const id = tourIds.get(tourKey);
    if (!id) throw new Error(`the demo data names an unknown tour ${tourKey}`);
    return id;
  };

  // A calendar goes on a tour that has none yet (still open every day): one staff or an earlier run set is left alone.
  for (const demo of DEMO_CALENDARS) {
    const tourId = demoTour(demo.tourKey);
    const current = await queries.execute(new GetTourCalendar(tourId, today));
    if (!current || !isOpenCalendar(current)) continue;
    const { seasons, weekdays, capacity, cutoffHours, departures } = demo;
    await commands.execute(new UpdateTourCalendar(tourId, { seasons: seasons.map((s) => ({ ...s })), weekdays: [...weekdays], capacity, cutoffHours, departures: [...departures] }));
    created.calendars++;
  }
  // Closed days once per tour, dated from the first run: a later run finds the reason among its closed days and adds none.
  for (const demo of DEMO_CLOSED_DAYS) {
    const tourId = demoTour(demo.tourKey);
    const current = await queries.execute(new GetTourCalendar(tourId, EVER));
    if (!current || current.closed_dates.some((d) => d.reason === demo.reason)) continue;
    await commands.execute(new CloseTourDates(tourId, demo.daysFromToday.map((n) => addDays(today, n)), demo.reason, 'seed'));
    created.closedDays += demo.daysFromToday.length;
  }

  for (const request of DEMO_BOOKING_REQUESTS) {
    const id = seedId('booking-request', request.key);
    if (await queries.execute(new GetBookingRequest(id))) continue;
    const tourId = demoTour(request.tourKey);
    await commands.execute(
      new SubmitBookingRequest(
        {
          tourId,
          customerName: request.customerName,
          customerEmail: request.customerEmail,
          customerPhone: request.customerPhone,
          date: addDays(today, request.daysFromToday),
          people: request.people,
          message: request.message,
          time: request.time ?? null,
        },
        id,
        // Demo requests are history: no deadline, so the worker never expires them.
        false,
      ),
    );
    if (request.status !== 'pending') await commands.execute(new DecideBookingRequest(id, { kind: 'admin', username: 'seed' }, { action: 'set-status', status: request.status }));
    created.bookingRequests++;
  }

  const made = Object.entries(created).filter(([, n]) => n > 0);
  return made.length === 0 ? 'demo data already present, nothing added' : `demo data added (${made.map(([k, n]) => `${n} ${k}`).join(', ')})`;
}

const key = (type: string, slug: string) => `${type}:${slug}`;

/** The demo pictures' folder (backend/public/images/tours), from src/seed and from dist/seed alike. */
const DEMO_IMAGES = path.resolve(__dirname, '../../public/images/tours');

/**
 * Each demo picture added as an uploaded photo (once: a photo is named by its bytes' hash), its
 * variants rendered here and now rather than by the worker: `make up` starts the site once the
 * seed is done, and the page benchmarks run no worker, so every page has its variants from its
 * first view. Its alt text is written in each site language it has none in (an admin's is left
 * alone). Answers each picture's demo address -> its photo's address.
 */
async function seedPhotos({ container, commands, config }: Runtime, added: () => void): Promise<Map<string, string>> {
  const media = container.get(MediaPhotos);
  const urls = new Map<string, string>();
  for (const [name, alt] of Object.entries(DEMO_PHOTOS)) {
    const photo = await media.importPhoto(await readFile(path.join(DEMO_IMAGES, `${name}.jpg`)));
    if (photo.variants === null) {
      await media.renderNow(photo.id);
      added();
    }
    const missing = Object.fromEntries(config.siteLanguages.filter((l) => !photo.alt[l] && l in alt).map((l) => [l, alt[l as keyof typeof alt]]));
    if (Object.keys(missing).length > 0) await commands.execute(new WritePhotoAlt(photo.id, missing));
    urls.set(demoImagePath(name), photo.url);
  }
  return urls;
}

const ITALIAN = 'it';

/** The demo data's Italian: categories, tours, articles and pages (published, as their English is). Answers how many it wrote. */
async function seedItalian({ commands, queries }: Runtime, categoryId: (type: CategoryType, slug: string) => string, tourIds: ReadonlyMap<string, string>): Promise<number> {
  let written = 0;
  for (const category of DEMO_CATEGORIES) {
    const id = categoryId(category.type, category.slug);
    if ((await queries.execute(new GetCategoryTranslation(id, ITALIAN)))?.translation !== null) continue;
    await commands.execute(new WriteCategoryTranslation(id, ITALIAN, { name: CATEGORIES_IT[category.slug]!.name }));
    written++;
  }
  for (const tour of DEMO_TOURS) {
    const id = tourIds.get(tour.key)!;
    if ((await queries.execute(new GetTourTranslation(id, ITALIAN)))?.translation !== null) continue;
    const it = TOURS_IT[tour.key]!;
    const details = CATEGORY_DETAILS_IT[tour.category]!;
    await commands.execute(
      new WriteTourTranslation(id, ITALIAN, {
        title: it.title,
        shortDescription: it.shortDescription,
        description: `${it.story}\n\n${details.practical}`,
        included: [...details.included],
        notIncluded: [...details.notIncluded],
        meetingPoint: it.meetingPoint,
        additionalInfo: details.additionalInfo,
        duration: it.duration,
      }),
    );
    written++;
  }
  for (const article of DEMO_ARTICLES) {
    const id = seedId('article', article.slug);
    if ((await queries.execute(new GetArticleTranslation(id, ITALIAN)))?.state !== 'missing') continue;
    const it = ARTICLES_IT[article.slug]!;
    await commands.execute(new SaveArticleTranslation(id, ITALIAN, { slug: it.slug, title: it.title, content: it.content, excerpt: it.excerpt, published: article.published }));
    written++;
  }
  for (const page of DEMO_PAGES) {
    const id = seedId('page', page.slug);
    if ((await queries.execute(new GetPageTranslation(id, ITALIAN)))?.state !== 'missing') continue;
    const it = PAGES_IT[page.slug]!;
    await commands.execute(new SavePageTranslation(id, ITALIAN, { slug: it.slug, title: it.title, content: it.content, metaDescription: it.metaDescription, published: page.published }));
    written++;
  }
  return written;
}

/** Before any closed day can be: GetTourCalendar from here lists them all. */
const EVER = '1970-01-01';

/** A tour's calendar as it is before anyone sets one: every day, no limit, the site's cut-off. */
const isOpenCalendar = (c: bookings.TourCalendar) =>
  c.seasons.length === 0 && c.weekdays.length === 7 && c.capacity === null && c.cutoff_hours === null && c.departures.length === 0;

/** An article or page whose slug an admin already used is skipped, not an error. */
async function unlessSlugTaken(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return false;
    throw err;
  }
}
