import type { RemoteArea } from '../manifest/manifest';

/**
 * Tells the developer which areas this browser loads from a dev server instead of the
 * manifest (shell/server/overrides.mjs: only a non-production server hands such areas out),
 * with a link that forgets them. Plain DOM: it is loaded only when an override is active.
 */
export function showOverrideBadge(areas: RemoteArea[], location: Location = window.location) {
  const badge = document.createElement('aside');
  badge.setAttribute('aria-label', 'Development overrides');
  badge.style.cssText = [
    'position: fixed',
    'left: 8px',
    'bottom: 8px',
    'z-index: 2147483647',
    'max-width: calc(100vw - 16px)',
    'box-sizing: border-box',
    'padding: 6px 10px',
    'border: 2px solid #92400e',
    'border-radius: 6px',
    'background: #fef3c7',
    'color: #1c1917',
    'font: 13px/1.4 system-ui, sans-serif',
    'overflow-wrap: anywhere',
  ].join('; ');
  for (const area of areas) {
    const line = document.createElement('div');
    line.textContent = `${area.name} from ${area.entry}`;
    badge.append(line);
  }
  const clear = document.createElement('a');
  clear.href = `${location.pathname}?override=reset`;
  clear.textContent = 'Clear overrides';
  clear.style.color = '#7c2d12';
  badge.append(clear);
  document.body.append(badge);
  return badge;
}
