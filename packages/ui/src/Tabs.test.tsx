import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
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
    let follow: (value: string) => void = () => undefined;
    // As a tab kept in the address: the value changes later than the click (a navigation).
    function AddressTabs() {
      const [value, setValue] = useState('quotes');
      follow = setValue;
      return (
        <ThemeProvider>
          <Tabs value={value}>
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
    await user.click(screen.getByRole('tab', { name: 'Drivers' }));
    expect(screen.getByRole('tab', { name: 'Drivers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Quotes' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => follow('drivers'));
    expect(await screen.findByRole('tabpanel', { name: 'Drivers' })).not.toHaveAttribute(
      'aria-busy',
    );

    // Back: the address changes without a click, and the tabs follow it.
    await act(async () => follow('quotes'));
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Quotes' })).toHaveTextContent('Quote list');
  });
});
