/**
 * The dashboards' constants and rules, apart from their schemas: a screen that only needs these (the trend's axis,
 * the map's colours) does not set up the schemas and zod with them.
 */

/** How many days a trend covers, today included: the line chart's x axis runs 0 to 366 (spec section 9). */
export const TREND_DAYS = 366;
/** The window of the response times (a program's page and the company dashboard): the last 90 days. */
export const RESPONSE_WINDOW_DAYS = 90;
/** The nationality card's top countries and the map's colour buckets by hackers (spec section 9). */
export const NATIONALITY_TOP = 5;
export const NATIONALITY_BUCKETS = [0, 1, 6, 21, 31] as const;

/** The bucket (0..4) of a country with `count` hackers: 0, 1-5, 6-20, 21-30, 31 and over. */
export function nationalityBucket(count: number): number {
  let bucket = 0;
  NATIONALITY_BUCKETS.forEach((lower, index) => {
    if (count >= lower) bucket = index;
  });
  return bucket;
}
