import { z } from 'zod';

/** A page of a cursor-paged list: `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/**
 * A numbered page (a list that keeps `page` in the URL): the cursor page plus where it stands.
 * `nextCursor` is the next page number as a string, null on the last page.
 */
export function numberedPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}
