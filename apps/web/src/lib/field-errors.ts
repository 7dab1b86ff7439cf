/**
 * A refused form's messages as the form shows them: the first message of each field (the first
 * item of a zod issue's path), in the schema's own words.
 */
export function firstMessages<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string') found[key as K] ??= issue.message;
  }
  return found;
}
