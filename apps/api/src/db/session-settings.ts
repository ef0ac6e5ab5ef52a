/**
 * Settings every connection of the app's pools starts with (libpq's `options`, applied before its first statement).
 *
 * `enable_memoize=off`: a list page is a nested loop under a LIMIT (ten reports and their program, company, target and
 * hacker), and PostgreSQL costs the loop for every row the LIMIT will never read. It then puts a Memoize cache before
 * each lookup, sized for the distinct keys of the whole table (88,000 programs, 200,000 hackers at the bench's size),
 * and allocates and zeroes those caches on every execution: 1.8 to 3.5 ms of a triager's 0.2 ms report page at a
 * million reports, growing with the data (EXPLAIN ANALYZE; `npm run bench`'s growth). The app's reads look up a page's
 * few rows, where a cache has nothing to save; its figures are kept by triggers, not joined at read time.
 */
export const CONNECTION_OPTIONS = '-c enable_memoize=off';
