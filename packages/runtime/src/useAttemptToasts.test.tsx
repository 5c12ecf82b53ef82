/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ShellServicesProvider } from './ShellServicesContext';
import { fakeShellServices } from './testing';
import { useAttemptToasts } from './useAttemptToasts';

function setup() {
  const services = fakeShellServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellServicesProvider services={services}>{children}</ShellServicesProvider>
  );
  const { result } = renderHook(() => useAttemptToasts(), { wrapper });
  return { toasts: result.current, toast: services.toast };
}

describe('the toasts of a form’s attempts', () => {
  it('takes the failure toast down when the next attempt succeeds', () => {
    const { toasts, toast } = setup();
    act(() => toasts.fail({ title: 'Login Failed', description: 'Invalid email or password' }));
    const failureId = toast.show.mock.results[0]!.value as number;
    act(() => toasts.succeed());
    expect(toast.dismiss).toHaveBeenCalledWith(failureId);
  });

  it('shows the success toast after taking the failure down', () => {
    const { toasts, toast } = setup();
    act(() => toasts.fail({ title: 'Error' }));
    act(() => toasts.succeed({ title: 'Load Planned' }));
    expect(toast.show).toHaveBeenLastCalledWith({ title: 'Load Planned' });
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
  });

  it('leaves other toasts alone when nothing failed', () => {
    const { toasts, toast } = setup();
    act(() => toasts.clear());
    act(() => toasts.succeed());
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});
