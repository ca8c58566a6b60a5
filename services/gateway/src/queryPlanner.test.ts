import { describe, expect, it } from 'vitest';
import { queryPlannerFromEnv, queryPlannerRuntimeOptions } from './queryPlanner.js';

describe('GATEWAY_QUERY_PLANNER', () => {
  it('keeps the runtime planner by default and plans with Hive Router when rust', () => {
    expect(queryPlannerFromEnv({})).toBe('js');
    expect(queryPlannerRuntimeOptions('js')).toEqual({});
    expect(queryPlannerFromEnv({ GATEWAY_QUERY_PLANNER: 'rust' })).toBe('rust');
    expect(typeof queryPlannerRuntimeOptions('rust').unifiedGraphHandler).toBe('function');
  });

  it('stops the gateway on anything else', () => {
    expect(() => queryPlannerFromEnv({ GATEWAY_QUERY_PLANNER: 'fast' })).toThrow('GATEWAY_QUERY_PLANNER must be js or rust, got fast');
  });
});
