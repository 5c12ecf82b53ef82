import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from '../Field';
import { ThemeProvider } from '../ThemeProvider';
import { AddressAutocomplete } from './AddressAutocomplete';
import { ADDRESS_MANUAL_LABEL, ADDRESS_NO_RESULTS } from './suggestions';

const place = (id: number, name: string, type = 'city') => ({
  place_id: id,
  display_name: name,
  lat: '32.7',
  lon: '-96.8',
  type,
  class: 'place',
});

const PLACES = [
  place(1, 'Dallas, Texas, United States'),
  place(2, 'Dallas Center, Iowa, United States', 'town'),
  place(3, 'Dallasville', 'peak'),
  place(4, 'Dalhart, Texas, United States'),
  place(5, 'Dale, Indiana, United States', 'village'),
  place(6, 'Daleville, Alabama, United States'),
  place(7, 'Dalton, Georgia, United States'),
  place(8, 'Daly City, California, United States'),
];

function answer(body: unknown, ok = true) {
  return Promise.resolve({
    ok,
    status: ok ? 200 : 502,
    statusText: 'Bad Gateway',
    json: () => Promise.resolve(body),
  });
}

function Harness({ onPick }: { onPick?: (label: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider>
      <Field label="Pickup Location">
        <AddressAutocomplete
          value={value}
          onChange={setValue}
          onSelectSuggestion={(suggestion) => onPick?.(suggestion.label)}
        />
      </Field>
      <button type="button">Elsewhere</button>
    </ThemeProvider>
  );
}

const fetchMock = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

function setup() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

async function typeAndWait(user: ReturnType<typeof setup>, text: string) {
  await user.type(screen.getByRole('combobox', { name: 'Pickup Location' }), text);
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
}

describe('AddressAutocomplete', () => {
  it('does not search below 3 characters', async () => {
    const user = setup();
    render(<Harness />);
    await typeAndWait(user, 'Da');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches once, 300 ms after typing stops, with the spec query', async () => {
    fetchMock.mockReturnValue(answer(PLACES));
    const user = setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), 'Dal');
    await act(async () => {
      jest.advanceTimersByTime(299);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/geo/search?format=json&addressdetails=1&limit=8&countrycodes=us&q=Dal',
    );
  });

  it('shows 6 kept places and picks one with the arrow keys and Enter', async () => {
    fetchMock.mockReturnValue(answer(PLACES));
    const onPick = jest.fn();
    const user = setup();
    render(<Harness onPick={onPick} />);
    await typeAndWait(user, 'Dal');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(6);
    expect(screen.queryByRole('option', { name: 'Dallasville' })).not.toBeInTheDocument();
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Dallas Center, Iowa, United States');
    expect(onPick).toHaveBeenCalledWith('Dallas Center, Iowa, United States');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('wraps with ArrowUp and closes with Escape', async () => {
    fetchMock.mockReturnValue(answer(PLACES));
    const user = setup();
    render(<Harness />);
    await typeAndWait(user, 'Dal');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(options[5]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('Dal');
  });

  it('picks with the mouse', async () => {
    fetchMock.mockReturnValue(answer(PLACES));
    const user = setup();
    render(<Harness />);
    await typeAndWait(user, 'Dal');
    await user.click(await screen.findByRole('option', { name: 'Dalton, Georgia, United States' }));
    expect(screen.getByRole('combobox')).toHaveValue('Dalton, Georgia, United States');
  });

  it('offers the typed text as is when the lookup fails', async () => {
    fetchMock.mockReturnValue(answer({}, false));
    const user = setup();
    render(<Harness />);
    await typeAndWait(user, '12 Oak Lane');
    await user.click(await screen.findByRole('option', { name: ADDRESS_MANUAL_LABEL }));
    expect(screen.getByRole('combobox')).toHaveValue('12 Oak Lane');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    fetchMock.mockReturnValue(answer([]));
    const user = setup();
    render(<Harness />);
    await typeAndWait(user, 'Zzzz');
    expect(await screen.findByRole('status')).toHaveTextContent(ADDRESS_NO_RESULTS);
  });

  it('closes the list 150 ms after the input loses focus', async () => {
    fetchMock.mockReturnValue(answer(PLACES));
    const user = setup();
    render(<Harness />);
    await typeAndWait(user, 'Dal');
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await act(async () => {
      jest.advanceTimersByTime(149);
    });
    expect(screen.getAllByRole('option')).toHaveLength(6);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });
});
