/**
 * What banking needs from modules above it. Programs sit above banking: the programs module binds these at wiring
 * (`bankingModule(...).useProgramNames`), banking never imports it.
 */

/** The names of a page's programs, by id (one query for the page); a program the caller cannot find is left out. */
export interface WalletProgramNames {
  namesOf(ids: readonly string[]): Promise<Map<string, string | null>>;
}
