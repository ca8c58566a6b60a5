import { describe, expect, it } from 'vitest';
import { finishMarking, notificationsButtonLabel, startMarking, unreadIds, withLoading } from './notificationState';

describe('notification states', () => {
  const list = [
    { id: '1', isRead: false },
    { id: '2', isRead: true },
    { id: '3', isRead: false },
  ];

  it('marks the ids being marked as loading, and clears them afterwards whatever the outcome', () => {
    const loading = startMarking(new Set(), ['1', '3']);
    expect(withLoading(list, loading).map((n) => n.isLoading)).toEqual([true, false, true]);
    const after = finishMarking(loading, ['1']);
    expect(withLoading(list, after).map((n) => n.isLoading)).toEqual([false, false, true]);
    expect(finishMarking(after, ['3']).size).toBe(0);
  });

  it('lists the unread ids and names the button with their count', () => {
    expect(unreadIds(list)).toEqual(['1', '3']);
    expect(notificationsButtonLabel(2)).toBe('Notifications, 2 unread');
    expect(notificationsButtonLabel(0)).toBe('Notifications');
    expect(notificationsButtonLabel(120)).toBe('Notifications, 99+ unread');
  });
});
