import { act, render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from './ThemeProvider';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function renderTabs(onValueChange?: (value: string) => void) {
  render(
    <ThemeProvider>
      <Tabs defaultValue="quotes" onValueChange={onValueChange}>
        <TabList label="Admin sections">
          <Tab value="quotes">Quotes</Tab>
          <Tab value="drivers">Drivers</Tab>
          <Tab value="reviews">Reviews</Tab>
        </TabList>
        <TabPanel value="quotes">Quote list</TabPanel>
        <TabPanel value="drivers">Driver list</TabPanel>
        <TabPanel value="reviews">Review list</TabPanel>
      </Tabs>
    </ThemeProvider>,
  );
}

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected tab panel', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Quotes' })).toHaveTextContent('Quote list');
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderTabs(onValueChange);
    await user.click(screen.getByRole('tab', { name: 'Quotes' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Drivers' })).toHaveTextContent(
      'Driver list',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(await screen.findByRole('tabpanel', { name: 'Reviews' })).toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith('reviews');
  });

  it('shows the chosen tab at once and its panel once the address follows', async () => {
    const user = userEvent.setup();
    const address = renderAddressTabs();
    await user.click(screen.getByRole('tab', { name: 'Drivers' }));
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Quotes' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Drivers' })).not.toHaveAttribute(
      'aria-busy',
    );

    // Back: the address changes without a click, and the tabs follow it.
    await act(async () => address.back('quotes'));
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Quotes' })).toHaveTextContent('Quote list');
  });

  it("follows Back pressed before the chosen tab's navigation has rendered", async () => {
    const address = renderAddressTabs();
    // On a busy phone: the click's navigation is still rendering when Back comes.
    await act(async () => {
      screen.getByRole('tab', { name: 'Drivers' }).click();
      address.back('quotes');
    });
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Quotes' })).not.toHaveAttribute('aria-busy');
  });
});

/**
 * Tabs kept in an address, as React Router keeps them: a click navigates in a transition, so
 * the value changes later than the click. `back(value)` is the Back button, a navigation too.
 */
function renderAddressTabs() {
  let navigate: (value: string) => void = () => undefined;
  function AddressTabs() {
    const [value, setValue] = useState('quotes');
    navigate = (next) => startTransition(() => setValue(next));
    return (
      <ThemeProvider>
        <Tabs value={value} onValueChange={(next) => navigate(next)}>
          <TabList label="Admin sections">
            <Tab value="quotes">Quotes</Tab>
            <Tab value="drivers">Drivers</Tab>
          </TabList>
          <TabPanel value="quotes">Quote list</TabPanel>
          <TabPanel value="drivers">Driver list</TabPanel>
        </Tabs>
      </ThemeProvider>
    );
  }
  render(<AddressTabs />);
  return { back: (value: string) => navigate(value) };
}
