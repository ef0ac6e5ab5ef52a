import type { z } from 'zod';

/**
 * A domain schema fetched the first time its form validates rather than with the page, so that zod (about 20 KB)
 * stays off the first load of a page that must be light: the sign-in page. Made once, at module level.
 */
export class LazySchema<S extends z.ZodType> {
  private loaded: Promise<S> | undefined;
  constructor(private readonly loader: () => Promise<S>) {}

  load(): Promise<S> {
    this.loaded ??= this.loader();
    return this.loaded;
  }
}
