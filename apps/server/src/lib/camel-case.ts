/** 'price_cents' as 'priceCents'. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export type CamelCased<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

/**
 * The object with its keys in snake_case (the API's) written in camelCase (the database layer's),
 * values untouched: an input the API validated, as the repository takes it.
 */
export const camelCased = <T extends object>(o: T) =>
  Object.fromEntries(
    Object.entries(o).map(([key, value]) => [key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), value]),
  ) as CamelCased<T>;
