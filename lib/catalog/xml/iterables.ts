/** True when `items` can be walked with a plain `for…of` (arrays, generators), false for async sources. */
export function isSyncIterable<T>(items: AsyncIterable<T> | Iterable<T>): items is Iterable<T> {
  return typeof (items as Iterable<T>)[Symbol.iterator] === 'function';
}
