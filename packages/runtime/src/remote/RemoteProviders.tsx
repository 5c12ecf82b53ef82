import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@freight/ui';
import type { ShellServices } from '../services';
import { ShellServicesProvider } from '../ShellServicesContext';
import { AreaErrorBoundary } from './errorBoundaries';

/** Store, shell services, theme and an error boundary: what every area renders inside. */
export function RemoteProviders({
  services,
  children,
}: {
  services: ShellServices;
  children: ReactNode;
}) {
  return (
    <Provider store={services.store}>
      <ShellServicesProvider services={services}>
        <ThemeProvider>
          <AreaErrorBoundary>{children}</AreaErrorBoundary>
        </ThemeProvider>
      </ShellServicesProvider>
    </Provider>
  );
}
