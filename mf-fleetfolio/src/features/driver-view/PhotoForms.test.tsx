import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAnswer, renderInArea } from '@freight/runtime/testing';
import { PHOTO_LOST, queueStorageKey } from './actionQueue';
import { DriverHome } from './DriverHome';
import { FUEL_OFFLINE } from './FuelForm';
import { PHOTOS_WAIT_OFFLINE } from './PaperworkForm';

// jsdom has no IndexedDB: the outbox's photos are kept in a map here.
const mockPhotos = new Map<string, Blob>();
jest.mock('./photoStore', () => ({
  keepPhoto: async (key: string, photo: Blob) => void mockPhotos.set(key, photo),
  photoOf: async (key: string) => mockPhotos.get(key),
  dropPhoto: async (key: string) => void mockPhotos.delete(key),
}));

const TRIP = '665f1f77bcf86cd799439031';
const ACCOUNT = '665f1f77bcf86cd799439098';
const home = {
  driver: { id: '665f1f77bcf86cd799439022', name: 'Ann Lee' },
  current: [
    {
      id: TRIP,
      tripNumber: 'TR-7',
      status: 'dispatched',
      truck: 'Truck 12',
      trailer: '',
      loads: [{ id: '665f1f77bcf86cd799439011', loadNumber: 'LD-1001' }],
      stops: [],
      startOdometer: 120000,
      endOdometer: null,
    },
  ],
  next: [],
};

interface Upload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  request: FakeRequest;
}
const uploads: Upload[] = [];

/** XMLHttpRequest as the photo sender uses it: each send is recorded, the test answers it. */
class FakeRequest {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    uploads.push({ url: this.url, headers: this.headers, body, request: this });
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** What the outbox posted (JSON bodies parsed, forms as they are). */
const jsonSent: Array<{ url: string; key: string; body: unknown }> = [];
let fetchOnline = true;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  localStorage.clear();
  mockPhotos.clear();
  uploads.length = 0;
  jsonSent.length = 0;
  fetchOnline = true;
  setOnline(true);
  global.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') return fetchAnswer(200, home);
    if (!fetchOnline) throw new TypeError('Failed to fetch');
    const headers = init.headers as Record<string, string>;
    const body = init.body instanceof FormData ? init.body : JSON.parse(String(init.body));
    jsonSent.push({ url, key: headers['Idempotency-Key']!, body });
    return fetchAnswer(201, { tripId: TRIP, done: 'fuel', at: '2026-03-02T10:00:00Z' });
  }) as unknown as typeof fetch;
});

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'pod.jpg', { type: 'image/jpeg' });

async function paperworkForm() {
  renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
  return screen.findByRole('form', { name: 'Send paperwork for trip TR-7' });
}

describe('paperwork photos from the phone', () => {
  it('sends a POD photo with its key, shows the progress, and says it is in FileSafe', async () => {
    await paperworkForm();
    const form = screen.getByRole('form', { name: 'Send paperwork for trip TR-7' });
    const camera = within(form).getByLabelText(/Photo of the paper/);
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await userEvent.selectOptions(within(form).getByLabelText(/^Paper/), 'pod');
    await userEvent.upload(camera, photo());
    await userEvent.click(within(form).getByRole('button', { name: 'Send Photo' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload!.url).toBe(`/api/fleetfolio/driver/trips/${TRIP}/documents`);
    expect(upload!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(upload!.body.get('kind')).toBe('pod');
    expect((upload!.body.get('file') as File).name).toBe('pod.jpg');

    act(() => upload!.request.progress(512, 1024));
    expect(
      within(form).getByRole('progressbar', { name: 'Sending the paperwork photo' }),
    ).toHaveAttribute('value', '50');
    expect(within(form).getByRole('status')).toHaveTextContent('Sending photo… 50%');
    expect(within(form).getByRole('button', { name: 'Send Photo' })).toBeDisabled();
    await act(async () => upload!.request.answer(201, { id: 'x', kind: 'pod' }));
    await waitFor(() => expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('puts a photo whose upload dropped in the outbox, which sends it once with the same key', async () => {
    const form = await paperworkForm();
    await userEvent.upload(within(form).getByLabelText(/Photo of the paper/), photo());
    await userEvent.click(within(form).getByRole('button', { name: 'Send Photo' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const key = uploads[0]!.headers['Idempotency-Key'];
    await act(async () => uploads[0]!.request.onerror?.());
    await waitFor(() => expect(jsonSent).toHaveLength(1));
    expect(jsonSent[0]!.key).toBe(key);
    expect(jsonSent[0]!.url).toBe(`/api/fleetfolio/driver/trips/${TRIP}/documents`);
    const sent = jsonSent[0]!.body as FormData;
    expect(sent.get('kind')).toBe('bol');
    expect((sent.get('file') as File).name).toBe('pod.jpg');
    await waitFor(() => expect(mockPhotos.size).toBe(0));
    expect(JSON.parse(localStorage.getItem(queueStorageKey(ACCOUNT))!)).toEqual([]);
  });

  it('keeps a photo taken offline in the outbox and sends it when the phone is back online', async () => {
    const form = await paperworkForm();
    act(() => setOnline(false));
    fetchOnline = false;
    expect(within(form).getByRole('status')).toHaveTextContent(PHOTOS_WAIT_OFFLINE);
    await userEvent.selectOptions(within(form).getByLabelText(/^Paper/), 'receipt');
    await userEvent.upload(within(form).getByLabelText(/Photo of the paper/), photo());
    await userEvent.click(within(form).getByRole('button', { name: 'Send Photo' }));
    const outbox = await screen.findByRole('region', { name: 'Waiting to Send (1)' });
    expect(within(outbox).getByRole('list')).toHaveTextContent('Receipt photo (trip TR-7)');
    expect(uploads).toHaveLength(0);
    expect(mockPhotos.size).toBe(1);

    fetchOnline = true;
    act(() => setOnline(true));
    await waitFor(() => expect(jsonSent).toHaveLength(1));
    expect((jsonSent[0]!.body as FormData).get('kind')).toBe('receipt');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Waiting to Send/ })).not.toBeInTheDocument(),
    );
    expect(mockPhotos.size).toBe(0);
  });

  it('says when a queued photo is gone from the phone, and drops the action', async () => {
    localStorage.setItem(
      queueStorageKey(ACCOUNT),
      JSON.stringify([
        {
          key: 'a'.repeat(32),
          url: `/api/fleetfolio/driver/trips/${TRIP}/documents`,
          body: { kind: 'pod' },
          label: 'POD photo (trip TR-7)',
          queuedAt: '2026-03-02T10:00:00Z',
          photo: 'pod.jpg',
        },
      ]),
    );
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Not done: POD photo (trip TR-7). ${PHOTO_LOST}`,
    );
    expect(jsonSent).toHaveLength(0);
  });

  it('asks for a photo before sending anything', async () => {
    const form = await paperworkForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Send Photo' }));
    expect(await within(form).findByText('Take a photo to send')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });
});

describe('fuel purchases from the phone', () => {
  it('checks the purchase, then queues it with its key for the trip expenses and IFTA', async () => {
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const form = await screen.findByRole('form', { name: 'Fuel purchase for trip TR-7' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Fuel Purchase' }));
    expect(await within(form).findByText('Gallons are required')).toBeInTheDocument();
    expect(within(form).getByText('State is required')).toBeInTheDocument();
    expect(jsonSent).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Gallons/), '120.5');
    await userEvent.type(within(form).getByLabelText(/State/), 'mo');
    await userEvent.type(within(form).getByLabelText(/Amount/), '450.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Fuel Purchase' }));
    await waitFor(() => expect(jsonSent).toHaveLength(1));
    expect(jsonSent[0]).toEqual({
      url: `/api/fleetfolio/driver/trips/${TRIP}/fuel`,
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      body: { gallons: 120.5, state: 'MO', amount: 450.25 },
    });
  });

  it('keeps a purchase with its receipt photo in the outbox while offline', async () => {
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const form = await screen.findByRole('form', { name: 'Fuel purchase for trip TR-7' });
    act(() => setOnline(false));
    fetchOnline = false;
    expect(within(form).getByRole('status')).toHaveTextContent(FUEL_OFFLINE);
    await userEvent.type(within(form).getByLabelText(/Gallons/), '50');
    await userEvent.type(within(form).getByLabelText(/State/), 'TX');
    await userEvent.type(within(form).getByLabelText(/Amount/), '180');
    await userEvent.upload(within(form).getByLabelText(/Receipt photo/), photo());
    await userEvent.click(within(form).getByRole('button', { name: 'Save Fuel Purchase' }));
    const outbox = await screen.findByRole('region', { name: 'Waiting to Send (1)' });
    expect(within(outbox).getByRole('list')).toHaveTextContent(
      'Fuel: 50 gal in TX, $180.00, with receipt photo (trip TR-7)',
    );
    expect(uploads).toHaveLength(0);
    fetchOnline = true;
    act(() => setOnline(true));
    await waitFor(() => expect(jsonSent).toHaveLength(1));
    const sent = jsonSent[0]!.body as FormData;
    expect([sent.get('gallons'), sent.get('state'), sent.get('amount')]).toEqual([
      '50',
      'TX',
      '180',
    ]);
    expect(sent.get('file')).toBeTruthy();
  });

  it('sends a purchase with its receipt photo at once, with progress', async () => {
    renderInArea(<DriverHome accountId={ACCOUNT} />, { path: '/fleetfolio/driver' });
    const form = await screen.findByRole('form', { name: 'Fuel purchase for trip TR-7' });
    await userEvent.type(within(form).getByLabelText(/Gallons/), '50');
    await userEvent.type(within(form).getByLabelText(/State/), 'tx');
    await userEvent.type(within(form).getByLabelText(/Amount/), '180');
    await userEvent.upload(within(form).getByLabelText(/Receipt photo/), photo());
    await userEvent.click(within(form).getByRole('button', { name: 'Save Fuel Purchase' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const body = uploads[0]!.body;
    expect([body.get('gallons'), body.get('state'), body.get('amount')]).toEqual([
      '50',
      'TX',
      '180',
    ]);
    expect(uploads[0]!.url).toBe(`/api/fleetfolio/driver/trips/${TRIP}/fuel`);
    act(() => uploads[0]!.request.progress(1, 4));
    expect(
      within(form).getByRole('progressbar', { name: 'Sending the receipt photo' }),
    ).toHaveAttribute('value', '25');
    await act(async () => uploads[0]!.request.answer(201, { tripId: TRIP }));
    await waitFor(() => expect(within(form).getByLabelText(/Gallons/)).toHaveValue(null));
    expect(jsonSent).toHaveLength(0);
  });
});
