// Binary search over ascending lists of record indices (a pod's records, a container's starts, ...).

/** First position in the ascending list whose value is >= x (the list's length when there is none). */
export function lowerBound(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the ascending list holds x. */
export function sortedIncludes(list: readonly number[], x: number): boolean {
  const i = lowerBound(list, x);
  return i < list.length && list[i] === x;
}
