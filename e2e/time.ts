/**
 * The time a browser test may take before it counts as hung. CI machines are shared and often loaded several times
 * over, so there a test gets three times what it needs on a quiet machine. These limits catch a hang; they are not a
 * measure of speed (the budgets in docs/benchmarks.md are).
 */
export const timeFor = (ms: number): number => (process.env.CI ? ms * 3 : ms)
