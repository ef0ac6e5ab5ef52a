import type { z } from 'zod';

/**
 * A domain schema fetched the first time its form validates rather than with the page, so that zod (about 20 KB) and
 * the schema's module stay off the first load of a page that must be light: the sign-in page, a report's page (its
 * comment form). Made once, at module level, from a module of its own that re-exports the schema (login-schema.ts).
 */
export class LazySchema<S extends z.ZodType> {
  private loaded: Promise<S> | undefined;
  constructor(private readonly loader: () => Promise<S>) {}

  load(): Promise<S> {
    this.loaded ??= this.loader();
    return this.loaded;
  }
}
