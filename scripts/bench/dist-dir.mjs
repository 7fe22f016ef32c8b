// Imported first by `npm run bench`, `lighthouse` and `load`: they build and serve from a folder of
// their own (.next-bench) unless NEXT_DIST_DIR names another, so a measuring run never rebuilds the
// .next that someone's dev server or e2e run is serving from (several work streams share this tree).
// Must run before scripts/start.mjs is evaluated: it reads NEXT_DIST_DIR once, at import.
process.env.NEXT_DIST_DIR ||= '.next-bench';

export const benchDistDir = process.env.NEXT_DIST_DIR;
