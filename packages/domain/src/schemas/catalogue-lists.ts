import { z } from 'zod';
import {
  byCatalogueField,
  CATALOGUE_FIELDS,
  catalogueSlugs,
  type CatalogueFieldKey,
} from '../rules/catalogue-fields.ts';

type ListSchema = z.ZodArray<z.ZodType<string, string>>;
type InputListSchema = z.ZodDefault<ListSchema>;

/**
 * The catalogue lists of a professional (rules/catalogue-fields.ts) as fields of a schema: in an
 * answer, the slugs the catalogue names; in the profile's update, a list that may be left out
 * (empty), refused with the list's own words when a value is not in the catalogue.
 */
export function catalogueListSchemas(): Record<CatalogueFieldKey, ListSchema>;
export function catalogueListSchemas(options: { input: true }): Record<CatalogueFieldKey, InputListSchema>;
export function catalogueListSchemas({ input = false }: { input?: boolean } = {}): Record<
  CatalogueFieldKey,
  z.ZodType
> {
  return byCatalogueField((key): z.ZodType => {
    const list = z.array(z.enum(catalogueSlugs(key), input ? CATALOGUE_FIELDS[key].refused : undefined));
    return input ? list.default([]) : list;
  });
}
