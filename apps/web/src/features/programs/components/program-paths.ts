export const PROGRAMS_PATH = '/programs';
export const NEW_PROGRAM_PATH = '/programs/new';

export const programPath = (id: string): string => `${PROGRAMS_PATH}/${encodeURIComponent(id)}`;

/** Programs list filters wait 300 ms after the last keystroke (spec part 1 section 9). */
export const PROGRAM_FILTER_DEBOUNCE_MS = 300;
