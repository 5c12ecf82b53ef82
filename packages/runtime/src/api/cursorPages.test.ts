import { cursorPages } from './cursorPages';

describe('cursorPages', () => {
  it('reads the first page without a cursor and the next with the last page’s cursor', () => {
    const pages = cursorPages('/api/admin/quotes');
    const query = { q: 'acme', sort: 'createdAt', dir: 'desc' } as const;
    expect(pages.infiniteQueryOptions.initialPageParam).toBeNull();
    expect(pages.query({ queryArg: query, pageParam: null }).key).toEqual([
      '/api/admin/quotes?q=acme&sort=createdAt&dir=desc&limit=25',
    ]);
    expect(pages.query({ queryArg: query, pageParam: 'abc' }).key).toEqual([
      '/api/admin/quotes?q=acme&sort=createdAt&dir=desc&cursor=abc&limit=25',
    ]);
    expect(pages.infiniteQueryOptions.getNextPageParam({ nextCursor: 'next' })).toBe('next');
    expect(pages.infiniteQueryOptions.getNextPageParam({ nextCursor: null })).toBeNull();
  });

  it('reads an argument’s pages where it says, with the list query it carries', () => {
    const pages = cursorPages(
      ({ kind, ...query }: { kind: string; status?: string }) =>
        [`/api/admin/applications/${kind}`, query] as const,
    );
    expect(
      pages.query({ queryArg: { kind: 'drivers', status: 'pending' }, pageParam: null }).key,
    ).toEqual(['/api/admin/applications/drivers?status=pending&limit=25']);
  });
});
