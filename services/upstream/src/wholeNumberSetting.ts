// A whole-number setting from the environment (a limit, a delay): the fallback when unset or
// empty, otherwise a whole number of at least 1, or the process stops naming the setting.
export function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1 (got '${raw}')`);
  return value;
}
