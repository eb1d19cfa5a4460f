/* Public reads at 50 connections, each beside its precomputed answer: >= 0.8 of it, p99 <= 25 ms. */
const { answerOf, beside, referenceFor } = require('../lib/scenario');

const TARGET = { connections: 50, ratio: 0.8, percentile: 'p99', ms: 25 };

async function run(ctx) {
  const { baseUrl, tour } = ctx;
  const reads = [
    ['GET /api/tours', '/api/tours'],
    ['GET /api/tours?category=boat-tours&location=capri', '/api/tours?category=boat-tours&location=capri'],
    ['GET /api/tours/{id}', `/api/tours/${tour.id}`],
    ['GET /api/tours/{id}/reviews', `/api/tours/${tour.id}/reviews`],
    // The same reads in Italian (the demo catalogue is translated): the same targets.
    ['GET /api/tours?lang=it', '/api/tours?lang=it'],
    ['GET /api/tours?lang=it&search=barca (Italian full-text)', '/api/tours?lang=it&search=barca'],
    ['GET /api/tours/{id}?lang=it', `/api/tours/${tour.id}?lang=it`],
  ];
  for (const [name, pathname] of reads) {
    const answer = await answerOf(baseUrl, pathname);
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    await beside(ctx, {
      name,
      kind: 'read',
      request: { path: pathname },
      connections: TARGET.connections,
      referencePath: await referenceFor(baseUrl, answer),
      target: { ratio: TARGET.ratio, percentile: TARGET.percentile, ms: TARGET.ms },
    });
  }
}

module.exports = { name: 'reads', title: (ctx) => `public reads (${TARGET.connections} connections, ${ctx.args.seconds} s each after ${ctx.args.warmup} s of warm-up)`, target: TARGET, run };
