/**
 * A sliding-window rate limit kept as the times of the recent admitted uses: a use is admitted
 * when fewer than `limit` of them fall inside the window ending now. Pure, so functions apply it
 * inside a transaction and tests check it directly.
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export function admitUse(
  recentUses: readonly number[],
  now: number,
  { limit, windowMs }: RateLimit,
): { admitted: boolean; uses: number[]; retryAfterMs: number } {
  const inWindow = recentUses.filter((at) => at > now - windowMs && at <= now).sort((a, b) => a - b);
  if (inWindow.length >= limit) {
    const oldest = inWindow[inWindow.length - limit]!;
    return { admitted: false, uses: inWindow, retryAfterMs: oldest + windowMs - now };
  }
  return { admitted: true, uses: [...inWindow, now], retryAfterMs: 0 };
}
