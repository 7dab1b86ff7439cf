import { z } from 'zod';
import {
  byProfileField,
  PROFILE_FIELD_KEYS,
  PROFILE_FIELDS,
  profileFieldKeysOf,
  type ProfileFieldKey,
  type ProfileFieldKeyOf,
} from '../rules/profile-fields.ts';
import { optionalText } from './common.ts';

type Fields = typeof PROFILE_FIELDS;
type IsFlag<K extends ProfileFieldKey> = Fields[K]['kind'] extends 'flag' ? true : false;

type AnswerSchemas<K extends ProfileFieldKey> = {
  [P in K]: IsFlag<P> extends true ? z.ZodBoolean : z.ZodNullable<z.ZodString>;
};
type InputSchemas = {
  [P in ProfileFieldKey]: IsFlag<P> extends true ? z.ZodDefault<z.ZodBoolean> : ReturnType<typeof optionalText>;
};

/** The profile's plain fields (rules/profile-fields.ts) that an answer carries: the card's, or those the profile adds. */
export function profileFieldSchemas<S extends 'card' | 'profile'>(shown: S): AnswerSchemas<ProfileFieldKeyOf<S>> {
  return byProfileField(profileFieldKeysOf(shown), (key) =>
    PROFILE_FIELDS[key].kind === 'flag' ? z.boolean() : z.string().nullable(),
  ) as AnswerSchemas<ProfileFieldKeyOf<S>>;
}

/** The same fields in the profile's update: a text up to its length (blank saves nothing), a yes or no (no if left out). */
export function profileFieldInputSchemas(message: string): InputSchemas {
  return byProfileField(PROFILE_FIELD_KEYS, (key) => {
    const field: (typeof PROFILE_FIELDS)[ProfileFieldKey] = PROFILE_FIELDS[key];
    return field.kind === 'flag'
      ? z.boolean().default(false)
      : optionalText(field.max, message, { multiLine: 'multiLine' in field && field.multiLine });
  }) as InputSchemas;
}
