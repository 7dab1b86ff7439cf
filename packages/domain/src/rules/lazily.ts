/**
 * A value made on its first use rather than when its module loads. Making an `Intl` formatter costs
 * a phone tens of milliseconds (its locale's data is read then); a module that makes several at
 * load holds the page for that long when the app starts, whether or not the page formats anything.
 */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
