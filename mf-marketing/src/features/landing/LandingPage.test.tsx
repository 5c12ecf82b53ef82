import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_DEFAULTS, SAMPLE_BLOG_POSTS } from '@freight/contracts';
import { LandingPage } from './LandingPage';
import { fetchAnswer, renderInArea } from '@freight/runtime/testing';

const fetchMock = jest.fn();

type Answers = Partial<Record<string, [number, unknown]>>;

function serve(answers: Answers) {
  fetchMock.mockImplementation((url: string) => {
    const [status, body] = answers[url] ?? [200, null];
    return fetchAnswer(status, body);
  });
}

const post = (n: number) => ({
  id: `p${n}`,
  title: `Post ${n}`,
  slug: `post-${n}`,
  excerpt: 'Excerpt',
  category: 'News',
  author: 'Staff',
  readTime: '5 min read',
  tags: ['one', 'two', 'three'],
  publishedAt: '2025-01-02T00:00:00.000Z',
});

function renderPage() {
  const props = {
    onRequestQuote: jest.fn(),
    onLearnMore: jest.fn(),
    onApply: jest.fn(),
    quoteForm: <p>quote form</p>,
    renderDialogs: () => null,
  };
  const view = renderInArea(<LandingPage {...props} />);
  return { ...view, props };
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  Element.prototype.scrollIntoView = jest.fn();
});

describe('LandingPage', () => {
  it('shows the splash, then the built-in figures and samples when the server fails', async () => {
    serve({
      '/api/company-settings': [500, {}],
      '/api/fleet/stats': [500, {}],
      '/api/services': [500, {}],
      '/api/testimonials': [200, []],
      '/api/blog/posts': [200, []],
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your freight solutions...');
    await waitFor(() =>
      expect(screen.queryByText('Loading your freight solutions...')).not.toBeInTheDocument(),
    );
    const tiles = screen.getByLabelText('Company figures');
    expect(within(tiles).getByText('15+')).toBeInTheDocument();
    expect(within(tiles).getByText('99.2%')).toBeInTheDocument();
    expect(within(tiles).getByText('50K+')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Call Now: ${COMPANY_DEFAULTS.phone}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading services...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: SAMPLE_BLOG_POSTS[0]!.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the server data: loads in thousands rounded down, services with quote buttons', async () => {
    const user = userEvent.setup();
    serve({
      '/api/company-settings': [200, { phone: '(555) 010-2030', tagline: 'Moving America' }],
      '/api/fleet/stats': [200, { totalLoads: 123_999, experienceYears: 22, onTimeDelivery: 98.7 }],
      '/api/services': [
        200,
        [
          { id: 's1', name: 'Power Only Service', description: 'd', features: ['f1'] },
          { id: 's2', name: 'Drop Trailer Service', description: 'd', features: [] },
        ],
      ],
      '/api/blog/posts': [200, Array.from({ length: 8 }, (_, i) => post(i + 1))],
    });
    const { props } = renderPage();
    expect(await screen.findByText('123K+')).toBeInTheDocument();
    expect(screen.getByText('22+')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Moving America' })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Request Power Only Service Quote' }),
    );
    expect(props.onRequestQuote).toHaveBeenCalledWith('power-only');
    await user.click(screen.getByRole('button', { name: 'Request Drop Trailer Service Quote' }));
    expect(props.onRequestQuote).toHaveBeenLastCalledWith('ftl');
    expect(screen.getAllByRole('heading', { name: /^Post \d$/ })).toHaveLength(6);
    const firstPost = screen.getByRole('article', { name: 'Post 1' });
    expect(
      within(firstPost)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
  });

  it('shows a 2-card skeleton while services load', () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    renderPage();
    const busy = screen.getByLabelText('Loading services');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.children).toHaveLength(2);
  });

  it('scrolls the hero quote button to the contact section', async () => {
    serve({});
    const user = userEvent.setup();
    const { props } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Get a Quote Now' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(props.onRequestQuote).not.toHaveBeenCalled();
  });

  it('opens the career dialogs through its callbacks', async () => {
    serve({});
    const user = userEvent.setup();
    const { props } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Learn More about CDL Drivers' }));
    expect(props.onLearnMore).toHaveBeenCalledWith('driver');
    await user.click(screen.getByRole('button', { name: 'Apply as Owner Operator' }));
    expect(props.onApply).toHaveBeenCalledWith('owner-operator');
  });

  it('shows the scroll-to-top button past 300 px', async () => {
    serve({});
    renderPage();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
    fireEvent.scroll(window);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('draws the coverage map and the six primary lanes', async () => {
    serve({});
    renderPage();
    expect(await screen.findByRole('img', { name: /48 contiguous states/ })).toBeInTheDocument();
    const lanes = screen.getByRole('heading', { name: 'Primary Lanes' })
      .nextElementSibling as HTMLElement;
    expect(within(lanes).getAllByRole('listitem')).toHaveLength(6);
    expect(document.querySelectorAll('path.state')).toHaveLength(49);
  });
});
