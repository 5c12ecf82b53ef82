import { useEffect } from 'react';
import { scrollToSection } from '@freight/ui';
import { SECTION_IDS } from '../sectionIds';

/**
 * On arrival with #services, #careers, #about or #contact, scrolls there once rendered. The
 * page has its final layout from the first render (every lazy part reserves its size), so the
 * section stays where it landed.
 */
export function useHashSection(): void {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if ((SECTION_IDS as readonly string[]).includes(id)) scrollToSection(id);
  }, []);
}
