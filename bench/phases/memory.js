/* Memory of both processes after the whole run: api RSS <= 250 MB, worker RSS <= 200 MB. */
const { rssMb } = require('../lib/stack');

const TARGET = { apiMb: 250, workerMb: 200 };

async function run(ctx) {
  const memory = { apiMb: rssMb(ctx.stack.api.child.pid), workerMb: rssMb(ctx.stack.worker.child.pid) };
  memory.met = memory.apiMb <= TARGET.apiMb && memory.workerMb <= TARGET.workerMb;
  ctx.extra.memory = memory;
}

module.exports = { name: 'memory', title: () => 'memory after the whole run', target: TARGET, run };
