import { useEffect } from 'react';
import { SECTION_IDS, scrollToSection } from './scrollToSection';

/** On arrival with #services, #careers, #about or #contact, scrolls there once rendered. */
export function useHashSection(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const id = window.location.hash.slice(1);
    if ((SECTION_IDS as readonly string[]).includes(id)) scrollToSection(id);
  }, [ready]);
}
