import { describe, expect, it } from 'vitest';
import { PAST_PICK_UP, PAST_RETURN, RETURN_BEFORE_PICK_UP } from '@/lib/rental-period/period-rules';
import { setListDaysSchema } from './set-list-schema';

const TODAY = '2026-11-25';
const schema = setListDaysSchema(TODAY);
const refusals = (fields: Record<string, string>) =>
  schema.safeParse({ setListId: 'list-1', ...fields }).error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [];

describe('issue 28 §4: a set list keeps one period, and refuses days that cannot be rented', () => {
  it('takes both days, or neither (the days are not known yet)', () => {
    expect(schema.parse({ setListId: 'list-1', pickUpOn: '2026-12-01', returnOn: '2026-12-08' })).toEqual({
      setListId: 'list-1',
      pickUpOn: '2026-12-01',
      returnOn: '2026-12-08',
    });
    expect(schema.parse({ setListId: 'list-1', pickUpOn: '', returnOn: '' })).toEqual({ setListId: 'list-1', pickUpOn: null, returnOn: null });
    expect(schema.parse({ setListId: 'list-1', pickUpOn: TODAY })).toEqual({ setListId: 'list-1', pickUpOn: TODAY, returnOn: null });
  });

  it.each([
    ['a pick-up day in the past, beside the pick-up day', { pickUpOn: '2026-11-24', returnOn: '2026-12-01' }, [['pickUpOn', PAST_PICK_UP]]],
    ['a return before the pick-up, beside the return day', { pickUpOn: '2026-12-08', returnOn: '2026-12-01' }, [['returnOn', RETURN_BEFORE_PICK_UP]]],
    ['a return in the past with no pick-up yet', { returnOn: '2026-11-01' }, [['returnOn', PAST_RETURN]]],
    ['a day that does not exist', { pickUpOn: '2026-02-30' }, [['pickUpOn', 'Enter the pick-up day as a date.']]],
  ])('refuses %s', (_, fields, expected) => {
    expect(refusals(fields)).toEqual(expected);
  });
});
