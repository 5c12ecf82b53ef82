import type { FreightType } from '@freight/contracts';

export type ServiceKind = 'power' | 'driver' | 'drop' | 'trailer' | 'general';

/** The keyword of a service's name that picks its icon, colour and image (spec 000 §3). */
export function serviceKind(name: string): ServiceKind {
  const lower = name.toLowerCase();
  if (lower.includes('power')) return 'power';
  if (lower.includes('driver')) return 'driver';
  if (lower.includes('drop')) return 'drop';
  if (lower.includes('trailer')) return 'trailer';
  return 'general';
}

export const SERVICE_COLOURS: Record<ServiceKind, string> = {
  power: '#dc2626',
  driver: '#2563eb',
  drop: '#16a34a',
  trailer: '#d97706',
  general: '#4b5563',
};

/** The primary service a service card's quote button chooses. */
export function serviceFreightType(name: string): FreightType {
  const lower = name.toLowerCase();
  if (lower.includes('power')) return 'power-only';
  if (lower.includes('ltl') || lower.includes('less than')) return 'ltl';
  return 'ftl';
}

const ICON_PATHS: Record<ServiceKind, string> = {
  power: 'M3 14h9V7h4l3 4v3h2v3h-2a2 2 0 1 1-4 0H9a2 2 0 1 1-4 0H3z',
  driver:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a6 6 0 0 1 5.7 4H6.3A6 6 0 0 1 12 6zm-1 12a6 6 0 0 1-4.8-5H11zm2 0v-5h4.8A6 6 0 0 1 13 18z',
  drop: 'M2 6h14v9H2zm15 3h2l3 3v3h-5zM5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm13 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM9 1v4l-2-2',
  trailer:
    'M1 5h17v10H1zm17 4h3v6h-3zM5 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm8 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  general: 'M3 7l9-4 9 4v10l-9 4-9-4zm9 2L5 6m7 3l7-3m-7 3v11',
};

/** A decorative icon for a service kind. */
export function ServiceIcon({ kind, size = 32 }: { kind: ServiceKind; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[kind]} fill="currentColor" />
    </svg>
  );
}
