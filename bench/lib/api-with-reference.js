#!/usr/bin/env node
/*
 * The production api as `make bench` runs it: backend/dist/main.js's own start and graceful
 * stop (runApi), with the bench's reference routes (reference-routes.js) added to the app's
 * router before it listens, so they go through the same middleware as every route.
 */
const path = require('node:path');
const { addReferenceRoutes, createReferenceTable } = require('./reference-routes');

const { runApi, exitOnStartFailure } = require(path.resolve(__dirname, '../../backend/dist/main.js'));

runApi({
  async beforeListen(http, runtime) {
    await createReferenceTable(runtime);
    addReferenceRoutes(http.router, runtime);
  },
}).catch(exitOnStartFailure);
