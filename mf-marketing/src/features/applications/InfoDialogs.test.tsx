import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DriverInfoDialog, OwnerOperatorInfoDialog } from './InfoDialogs';
import { renderInArea } from '@freight/runtime/testing';

describe('information dialogs', () => {
  it('lists the driver sections and claims, and applies', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onApply = jest.fn();
    renderInArea(<DriverInfoDialog open onClose={onClose} onApply={onApply} />);
    const dialog = screen.getByRole('dialog', { name: 'CDL Driver Positions' });
    for (const section of [
      'Compensation & Pay',
      'Work-Life Balance & Company Culture',
      'Equipment & Comfort',
      'Operational Benefits',
      'Requirements & Qualifications',
    ]) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    for (const claim of [
      /\$0\.55-\$0\.65 per mile/,
      /Weekly direct deposit/,
      /Home time every 4-5 weeks/,
      /Daily lunch pay after 30 days/,
      /Clean 3-year driving record/,
      /DOT medical certificate/,
      /drug screen and background check/,
    ]) {
      expect(within(dialog).getByText(claim)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Apply Now as CDL Driver' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).toHaveBeenCalled();
  });

  it('lists the owner-operator claims and closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onApply = jest.fn();
    renderInArea(<OwnerOperatorInfoDialog open onClose={onClose} onApply={onApply} />);
    for (const claim of [
      /\$2\.50-\$3\.50\+ per mile average/,
      /85% take home after deductions/,
      /No forced dispatch/,
      /Quarterly fuel rebates/,
      /Trucks 2015 or newer preferred/,
      /Class 8 sleeper tractor/,
      /3\+ years OTR experience/,
      /Texas\/Southwest/,
    ]) {
      expect(screen.getByText(claim)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Apply Now as Owner Operator' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
