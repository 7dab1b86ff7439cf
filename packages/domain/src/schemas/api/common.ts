import { z } from 'zod';

/** Every error answer; `message` is pt-BR, meant to be shown as it is. */
export const errorResponseSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** A whole list. */
export const listSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
export interface List<T> {
  items: T[];
}

const pageInfoSchema = z.object({ total: z.number(), page: z.number(), pageSize: z.number() });

/** One page of a longer list: `total` counts every item, `page` starts at 1. */
export const pagedSchema = <T extends z.ZodType>(item: T) => pageInfoSchema.extend({ items: z.array(item) });
export type Paged<T> = List<T> & z.infer<typeof pageInfoSchema>;

/** What a creation answers with. */
export const createdResponseSchema = z.object({ id: z.string() });
export type Created = z.infer<typeof createdResponseSchema>;
