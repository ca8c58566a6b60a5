import { describe, expect, it } from 'vitest';
import { toInitiatives } from './initiative.mapper.js';

describe('initiatives', () => {
  it("turns the service's integer ids into GraphQL ids, an other action's initiative staying null", () => {
    const action = { actionItemId: 7, initiativeId: 3, title: 't', description: 'd', dueDate: '2026-12-01', actionStatus: 'In progress' as const, updatedAt: '2026-11-27T00:00:00.000Z' };
    const mapped = toInitiatives({
      clientName: 'Dana Kim',
      accountName: 'Adatum',
      initiatives: [{ id: 3, url: '/myinitiatives/3', title: 'T', description: 'D', actions: [action], clientName: 'Dana Kim', accountName: 'Adatum' }],
      otherActions: [{ ...action, actionItemId: 8, initiativeId: null }],
    });
    expect(mapped.initiatives[0]).toMatchObject({ id: '3', actions: [{ actionItemId: '7', initiativeId: '3', actionStatus: 'In progress' }] });
    expect(mapped.otherActions[0]).toMatchObject({ actionItemId: '8', initiativeId: null });
  });
});
