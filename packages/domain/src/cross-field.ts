/**
 * A cross-field refinement's `when`: checked even when other fields failed, so a form shows every problem at once, but
 * only on an object, so that a request with no body at all is answered "expected an object" rather than crashing on
 * reading its fields.
 */
export const evenWithFieldErrors = { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null };
