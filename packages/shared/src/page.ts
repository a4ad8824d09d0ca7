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
 * Lists count their matches up to this many: past it the total says "10,000+" (`totalCapped`), so a
 * page of a large list never pays for counting all of it.
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * A numbered page (a list that keeps `page` in the URL): the cursor page plus where it stands.
 * `nextCursor` is the next page number as a string, null on the last page. `total` is exact unless
 * `totalCapped`, when there are more than `total` (LIST_COUNT_CAP) matches.
 */
export function numberedPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalCapped: z.boolean(),
  });
}
