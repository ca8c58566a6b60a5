// The error-reporting helper (spec 1 §8: alert banner fetch errors and the like are reported,
// not shown). A real error tracker can replace the console later without touching callers.
export function reportError(error: unknown, context: string): void {
  console.error(`[${context}]`, error);
}
