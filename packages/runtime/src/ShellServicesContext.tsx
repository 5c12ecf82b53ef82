import { createContext, useContext, type ReactNode } from 'react';
import type { ShellServices } from './services';

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({
  services,
  children,
}: {
  services: ShellServices;
  children: ReactNode;
}) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

/** The toast, page metadata and navigation services the shell passed to this remote. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside ShellServicesProvider');
  return services;
}
