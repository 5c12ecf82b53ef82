import { scrollToSection } from './scrollToSection';

function sectionWithId(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = jest.fn();
  document.body.append(section);
  return section;
}

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
}

afterEach(() => document.body.replaceChildren());

describe('scrollToSection', () => {
  it('glides to the section', () => {
    prefersReducedMotion(false);
    const section = sectionWithId('contact');
    expect(scrollToSection('contact')).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps there when the reader prefers reduced motion', () => {
    prefersReducedMotion(true);
    const section = sectionWithId('careers');
    scrollToSection('careers');
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('answers false when the page has no such section', () => {
    expect(scrollToSection('services')).toBe(false);
  });
});
