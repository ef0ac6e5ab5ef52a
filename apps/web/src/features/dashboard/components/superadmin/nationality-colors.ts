import { NATIONALITY_BUCKETS, nationalityBucket } from '@bb/domain';

/** One colour per bucket (0, 1-5, 6-20, 21-30, 31 and over), light to dark, the darkest above 4.5:1 on white. */
export const NATIONALITY_COLORS = ['#e9ecef', '#a5d8ff', '#4dabf7', '#1c7ed6', '#0b3d91'] as const satisfies readonly string[] & {
  length: typeof NATIONALITY_BUCKETS.length;
};

/** The fill of a country with `count` hackers. */
export function nationalityColor(count: number): string {
  return NATIONALITY_COLORS[nationalityBucket(count)] ?? NATIONALITY_COLORS[0];
}

/** Each bucket's range as the legend writes it: "0", "1–5", "6–20", "21–30", "31+". */
export function bucketRanges(): string[] {
  return NATIONALITY_BUCKETS.map((lower, index) => {
    const next = NATIONALITY_BUCKETS[index + 1];
    if (next === undefined) return `${lower}+`;
    return next - 1 === lower ? String(lower) : `${lower}–${next - 1}`;
  });
}
