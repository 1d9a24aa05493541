// Stands in for the `object.entries` package that node-polyglot (react-admin's translations) requires: a shim for
// browsers without Object.entries, which pulled about 50 small modules of the es-shims family (5 KB gzip) into
// every page. Every browser the dashboard supports has Object.entries (see vite.config.ts).
module.exports = function entries(value) {
  return Object.entries(value);
};
