/**
 * A hook result as a plain object of the fields `expected` names, each read
 * through the result (lazy fields are getters on the result's prototype, not
 * own properties: `toEqual` and spreads see only the eager ones). Results that
 * are plain objects come back as they are.
 */
export function fieldsLike(result: unknown, expected: unknown): unknown {
  if (typeof result !== 'object' || result === null || Array.isArray(result) || Object.getPrototypeOf(result) === Object.prototype) return result;
  if (typeof expected !== 'object' || expected === null) return result;
  return Object.fromEntries(Object.keys(expected).map((key) => [key, (result as Record<string, unknown>)[key]]));
}
