/*
 * The admin lists at scale: 10,000 tours, 2,000 articles and 200,000 booking requests
 * added beside the demo data, in a few set-based statements, then VACUUM ANALYZE so the planner
 * and the visibility map see them as a site that has run for a while would.
 */
const { Client } = require('pg');
const { bookings } = require('@costiera/contracts');

const SCALE = { tours: 10_000, articles: 2_000, bookingRequests: 200_000 };

const LOCATIONS = ['Sorrento', 'Positano', 'Amalfi', 'Capri', 'Naples', 'Pompeii', 'Ravello', 'Praiano'];
const THEMES = ['Boat tour', 'Sunset cruise', 'Cooking class', 'Food walk', 'Private transfer', 'Scooter rental', 'Hiking day', 'Wine tasting'];

/** The nth reference of the generated requests' sequence: n written in the reference alphabet (so each differs), then its check character. */
function scaleReference(n) {
  const alphabet = bookings.REFERENCE_ALPHABET;
  let body = '';
  for (let i = 0, v = n; i < bookings.REFERENCE_BODY_LENGTH; i++, v = Math.floor(v / alphabet.length)) body = alphabet[v % alphabet.length] + body;
  return bookings.referenceOf(body);
}

/**
 * Loads the scale data; answers the generated requests' references, in order. References the
 * earlier phases' requests drew at random (or retired) are skipped: one is never issued twice.
 */
async function loadScaleData(databaseUrl) {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('begin');
    const taken = new Set(
      (await c.query('select reference from bookings.booking_requests union all select reference from bookings.retired_references')).rows.map((r) => r.reference),
    );
    const references = [];
    for (let n = 1; references.length < SCALE.bookingRequests; n++) {
      const reference = scaleReference(n);
      if (!taken.has(reference)) references.push(reference);
    }
    // Tours: spread over every tour category, eight locations and three years of creation dates.
    await c.query(
      `insert into catalog.tours (id, title, short_description, description, category_id, location, duration, max_passengers,
                                  price_from, currency, rating, review_count, images, included, not_included, meeting_point,
                                  provider_id, provider_name, provider_rating, is_private, free_cancellation,
                                  created_at, updated_at)
       select gen_random_uuid(),
              ($2::text[])[1 + i % 8] || ' in ' || ($1::text[])[1 + (i / 8) % 8] || ' no. ' || i,
              'A generated tour for the admin list benchmark.',
              'Generated description of tour ' || i || ': the coast, the sea, lunch and a guide who knows the way.',
              cats.ids[1 + i % array_length(cats.ids, 1)],
              ($1::text[])[1 + (i / 8) % 8],
              (1 + i % 8) || ' hours',
              2 + i % 30,
              (20 + i % 400)::numeric(10, 2),
              'EUR',
              (3 + (i % 21) / 10.0)::numeric(2, 1),
              i % 500,
              '["/images/tour-boat-1.jpg"]'::jsonb, '["Guide"]'::jsonb, '["Lunch"]'::jsonb,
              'Marina Grande',
              'provider-' || (i % 200), 'Provider ' || (i % 200), 4.5,
              i % 5 = 0, i % 2 = 0,
              now() - (i || ' minutes')::interval * 150, now()
       from generate_series(1, $3::int) as i,
            (select array_agg(id order by name) as ids from content.categories where type = 'tour') as cats`,
      [LOCATIONS, THEMES, SCALE.tours],
    );
    // Their 200 providers in the directory, each with one booking address.
    await c.query(
      `insert into catalog.providers (id, name, booking_emails)
       select 'provider-' || i, 'Provider ' || i, jsonb_build_array('provider' || i || '@example.com')
       from generate_series(0, 199) as i
       on conflict (id) do nothing`,
    );
    await c.query(
      `insert into content.articles (id, title, slug, content, excerpt, category_id, featured_image, published, created_at, updated_at)
       select gen_random_uuid(), 'Generated article ' || i, 'generated-article-' || i,
              '## Generated\n\nBody of generated article ' || i || '.', 'Excerpt of generated article ' || i,
              cats.ids[1 + i % array_length(cats.ids, 1)], null, i % 4 <> 0,
              now() - (i || ' hours')::interval, now()
       from generate_series(1, $1::int) as i,
            (select array_agg(id order by name) as ids from content.categories where type = 'article') as cats`,
      [SCALE.articles],
    );
    // Booking requests: a third pending, over two years, for tours old and new.
    await c.query(
      `insert into bookings.booking_requests (id, reference, tour_id, customer_name, customer_email, customer_phone, date, people, message, status, created_at, updated_at)
       select gen_random_uuid(), ($2::text[])[i], tours.ids[1 + i % array_length(tours.ids, 1)],
              'Customer ' || i, 'customer' || i || '@example.com', '+39 081 555 ' || lpad((i % 10000)::text, 4, '0'),
              (date '2027-01-01' + (i % 365)), 1 + i % 6, case when i % 3 = 0 then 'Generated request ' || i end,
              (array['pending', 'confirmed', 'cancelled', 'confirmed', 'pending', 'cancelled'])[1 + i % 6],
              now() - (i || ' minutes')::interval * 5, now()
       from generate_series(1, $1::int) as i,
            (select array_agg(id) as ids from (select id from catalog.tours order by created_at desc limit 2000) t) as tours`,
      [SCALE.bookingRequests, references],
    );
    await c.query('commit');
    for (const table of ['catalog.tours', 'content.articles', 'bookings.booking_requests']) await c.query(`vacuum analyze ${table}`);
    return references;
  } catch (err) {
    await c.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await c.end();
  }
}

module.exports = { loadScaleData, SCALE };
