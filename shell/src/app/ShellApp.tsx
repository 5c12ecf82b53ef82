import { createPortal } from 'react-dom';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@freight/ui';
import type { ShellServices } from '@freight/runtime';
import { Header } from '../header/Header';
import { MainStatusView } from '../status/MainStatusView';
import type { StatusStore } from '../status/mainStatus';
import { ToastViewport } from '../toast/ToastViewport';
import type { ToastStore } from '../toast/toastService';

/** The shell's own UI: header, the main region's 404/outage view, and the toast area. */
export function ShellApp(props: {
  services: ShellServices;
  toasts: ToastStore;
  status: StatusStore;
  statusElement: HTMLElement;
}) {
  const { services, toasts, status, statusElement } = props;
  const navigate = services.navigation.navigate;
  return (
    <Provider store={services.store}>
      <ThemeProvider>
        <Header navigate={navigate} />
        {createPortal(
          <MainStatusView store={status} pageMeta={services.pageMeta} navigate={navigate} />,
          statusElement,
        )}
        <ToastViewport store={toasts} />
      </ThemeProvider>
    </Provider>
  );
}
