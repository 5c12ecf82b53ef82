import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_DEFAULTS, DEFAULT_SERVICES, SAMPLE_BLOG_POSTS } from '@freight/contracts';
import { PAGE_READS_ELEMENT_ID, RemoteProviders } from '@freight/runtime';
import {
  fakeShellServices,
  fetchAnswer,
  renderInArea,
  resetPageReads,
} from '@freight/runtime/testing';
import { seedLandingReads } from './api';
import { LandingPage } from './LandingPage';

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
  };
  const view = renderInArea(<LandingPage {...props} />);
  return { ...view, props };
}

/** The page as the shell's page server sends it, with these reads embedded. */
function pageReads(reads: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_READS_ELEMENT_ID;
  script.textContent = JSON.stringify(reads);
  document.body.append(script);
  resetPageReads();
}

afterEach(() => {
  document.getElementById(PAGE_READS_ELEMENT_ID)?.remove();
  resetPageReads();
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  Element.prototype.scrollIntoView = jest.fn();
});

// The whole page (map included) renders in jsdom: on a busy 2-core machine the first test,
// which also loads the modules, took over jest's default 5 s.
jest.setTimeout(15_000);

describe('LandingPage', () => {
  it('shows the built-in figures, services and samples when the server fails', async () => {
    serve({
      '/api/company-settings': [500, {}],
      '/api/fleet/stats': [500, {}],
      '/api/services': [500, {}],
      '/api/testimonials': [200, []],
      '/api/blog/posts': [200, []],
    });
    renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    const tiles = screen.getByLabelText('Company figures');
    expect(within(tiles).getByText('15+')).toBeInTheDocument();
    expect(within(tiles).getByText('99.2%')).toBeInTheDocument();
    expect(within(tiles).getByText('50K+')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Call Now: ${COMPANY_DEFAULTS.phone}` }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Request ${DEFAULT_SERVICES[0]!.name} Quote` }),
    ).toBeInTheDocument();
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
    expect(within(firstPost).getByText('January 2, 2025')).toHaveAttribute(
      'datetime',
      '2025-01-02T00:00:00.000Z',
    );
  });

  it('shows every section with built-in content at once, without waiting for the server', () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    renderPage();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('button', { name: /^Request .* Quote$/ })
        .map((button) => button.textContent),
    ).toEqual(DEFAULT_SERVICES.map((service) => `Request ${service.name} Quote`));
    expect(screen.getByRole('heading', { name: SAMPLE_BLOG_POSTS[0]!.title })).toBeInTheDocument();
  });

  it('shows the reads the page came with, and asks the server for none of them', async () => {
    pageReads({
      '/api/company-settings': { phone: '(555) 010-2030' },
      '/api/fleet/stats': { totalLoads: 77_000 },
      '/api/services': [{ id: 's1', name: 'Power Only Service', description: 'd', features: [] }],
      '/api/testimonials': [{ id: 't1', clientName: 'Pat Broker', testimonial: 'Solid.' }],
      '/api/blog/posts': [post(1)],
    });
    const props = {
      onRequestQuote: jest.fn(),
      onLearnMore: jest.fn(),
      onApply: jest.fn(),
      quoteForm: <p>quote form</p>,
    };
    const services = fakeShellServices();
    seedLandingReads(services.store);
    render(
      <RemoteProviders services={services}>
        <LandingPage {...props} />
      </RemoteProviders>,
    );
    expect(screen.getByText('77K+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now: (555) 010-2030' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Request .* Quote$/ })).toHaveLength(1);
    expect(screen.getAllByText('Pat Broker', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
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

  it('shows the scroll-to-top button at once when the page comes back scrolled', async () => {
    serve({});
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    renderPage();
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
