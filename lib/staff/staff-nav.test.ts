import { describe, expect, it } from 'vitest';
import { countWords, currentStaffPage, isStaffPath } from './staff-nav';

const counts = { newRequests: 3, awaitingApproval: 0, unreadMessages: 2, dueBackToday: 2, overdue: 1, overdueInvoices: 2, extensionsAsked: 0 };

describe('issue 25 §1: the staff navigation', () => {
  it.each([
    ['/staff', 'today'],
    ['/staff/holds', 'holds'],
    ['/staff/items/abc', 'items'],
    ['/staff/items/new', 'items'],
    ['/staff/labels', 'counter'],
    ['/staff/check-in', 'counter'],
    ['/staff/users', 'users'],
    ['/staff/invoices', 'invoices'],
    ['/staff/pull-sheet', 'pullSheet'],
    ['/staff/schedule', 'schedule'],
  ])('%s is marked as %s', (path, key) => {
    expect(currentStaffPage(path)).toBe(key);
  });

  it('counts only where there is something to do', () => {
    expect(countWords('holds', counts)).toBe('3 new');
    expect(countWords('holds', { ...counts, extensionsAsked: 1 })).toBe('3 new, 1 extension asked');
    expect(countWords('counter', counts)).toBe('2 due back, 1 overdue');
    expect(countWords('approvals', counts)).toBe('');
    expect(countWords('inbox', counts)).toBe('2 unread');
    expect(countWords('items', counts)).toBe('');
    expect(countWords('invoices', counts)).toBe('2 overdue');
  });

  it('the staff area is /staff and below, nothing else', () => {
    expect(isStaffPath('/staff')).toBe(true);
    expect(isStaffPath('/staff/holds')).toBe(true);
    expect(isStaffPath('/staffing')).toBe(false);
    expect(isStaffPath('/')).toBe(false);
  });
});
