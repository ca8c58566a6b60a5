import { describe, expect, it } from 'vitest';
import { toNotification, unreadCount } from './notification.mapper.js';

describe('notifications', () => {
  it('maps the service id to a GraphQL id and counts the unread', () => {
    const n = toNotification({ id: 7, title: 't', message: 'm', link: null, isRead: false, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(n).toEqual({ id: '7', title: 't', message: 'm', link: null, isRead: false, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(unreadCount([n, { ...n, isRead: true }, n])).toBe(2);
  });
});
