/*
 * The query plans of the admin lists at scale: EXPLAIN (ANALYZE, BUFFERS) of the very statements
 * the handlers run, built by the same functions of the production build (backend/dist), so the
 * plan shown is the plan served. A plan "uses indexes" when no large table is read whole.
 */
const path = require('node:path');
const { Client } = require('pg');
const { root } = require('./stack');

const dist = (file) => require(path.join(root, 'backend/dist', file));
const LARGE_TABLES = new Set(['tours', 'articles', 'booking_requests', 'outbox', 'inbox', 'reviews']);
const PAGE_SIZE = 10;

/** `?` placeholders (the app's) as `$n` (pg's). */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

function nodesOf(plan, out = []) {
  out.push(plan);
  for (const child of plan.Plans ?? []) nodesOf(child, out);
  return out;
}

async function explain(c, name, statement) {
  const { rows } = await c.query(`explain (analyze, buffers, format json) ${numbered(statement.sql)}`, [...statement.params]);
  const [{ Plan: plan, 'Execution Time': executionMs }] = rows[0]['QUERY PLAN'];
  const nodes = nodesOf(plan);
  const scans = nodes.filter((n) => n['Relation Name'] || n['Index Name']);
  const seqScans = scans.filter((n) => n['Node Type'] === 'Seq Scan' && LARGE_TABLES.has(n['Relation Name']));
  const summary = [...new Set(scans.map((n) => `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ` on ${n['Relation Name']}`}`))].join('; ');
  return { name, usesIndexes: seqScans.length === 0, summary, executionMs: Math.round(executionMs * 100) / 100, plan };
}

async function explainAdminQueries(databaseUrl, reference) {
  const bookings = dist('modules/bookings/infrastructure/booking-list-sql.js');
  const tours = dist('modules/catalog/infrastructure/admin-tour-list-sql.js');
  const dashboard = dist('modules/reporting/infrastructure/dashboard-read-sql.js').DASHBOARD_READ;
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const out = [];
    const lists = [
      ['booking requests, pending', bookings.bookingCountStatement, bookings.bookingPageStatement, { status: 'pending', search: undefined }],
      ['booking requests, by reference', bookings.bookingCountStatement, bookings.bookingPageStatement, { status: null, reference }],
      ['tours, search "capri"', tours.adminTourCountStatement, tours.adminTourPageStatement, { search: 'capri' }],
    ];
    for (const [label, countOf, pageOf, filter] of lists) {
      const base = { ...filter, page: 1, limit: PAGE_SIZE };
      const count = countOf(base);
      const total = (await c.query(numbered(count.sql), [...count.params])).rows[0].total;
      out.push(await explain(c, `${label}: count`, count));
      const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
      for (const [which, page] of [['first', 1], ['middle', Math.ceil(last / 2)], ['last', last]]) {
        const statement = pageOf({ ...base, page }, total);
        if (statement) out.push(await explain(c, `${label}: ${which} page`, statement));
      }
    }
    out.push(await explain(c, 'dashboard: counts and parts behind', dashboard.counts()));
    out.push(await explain(c, 'dashboard: recent requests', dashboard.recent()));
    return out;
  } finally {
    await c.end();
  }
}

module.exports = { explainAdminQueries };
