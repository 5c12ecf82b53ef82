import { LIST_PAGE_DEFAULT, listQueryString } from './listPages';
import { listQuerySchema } from './listQuery';

const schema = listQuerySchema({
  statuses: ['pending', 'paid'] as const,
  sortFields: ['createdAt', 'companyName'] as const,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});
const validate = (value: unknown) => schema.validate(value, { abortEarly: false });

describe('listQuerySchema', () => {
  it('fills the default sort, direction and page size', () => {
    expect(validate({}).value).toEqual({
      sort: 'createdAt',
      dir: 'desc',
      limit: LIST_PAGE_DEFAULT,
    });
  });

  it('accepts a full query and converts the limit', () => {
    const { error, value } = validate({
      q: ' acme ',
      status: 'paid',
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'companyName',
      dir: 'asc',
      cursor: 'abc_-1',
      limit: '100',
    });
    expect(error).toBeUndefined();
    expect(value).toMatchObject({ q: 'acme', limit: 100, sort: 'companyName', dir: 'asc' });
  });

  it.each([
    [{ sort: 'email' }, 'Sort must be one of the listed choices'],
    [{ status: 'lost' }, 'Status must be one of the listed choices'],
    [{ limit: 0 }, 'Limit must be at least 1'],
    [{ limit: 101 }, 'Limit must be at most 100'],
    [{ from: '2026-02-30' }, 'From must be a date (YYYY-MM-DD)'],
    [{ to: 'yesterday' }, 'To must be a date (YYYY-MM-DD)'],
    [{ from: '2026-02-02', to: '2026-02-01' }, 'From must be on or before To'],
    [{ q: 'x'.repeat(101) }, 'Search must be at most 100 characters'],
    [{ cursor: '{"$gt":1}' }, 'Cursor is not valid'],
    [{ before: 'x' }, 'before is not allowed'],
  ])('refuses %j with "%s"', (query, message) => {
    expect(validate(query).error?.message).toBe(message);
  });

  it('has no status filter when the list has no statuses', () => {
    const plain = listQuerySchema({
      sortFields: ['name'],
      defaultSort: { sort: 'name', dir: 'asc' },
    });
    expect(plain.validate({ status: 'x' }).error?.message).toBe('status is not allowed');
  });
});

describe('listQueryString', () => {
  it('leaves out empty values', () => {
    expect(listQueryString({ q: 'a b', status: undefined, from: '', limit: 25 })).toBe(
      '?q=a+b&limit=25',
    );
    expect(listQueryString({})).toBe('');
  });
});
