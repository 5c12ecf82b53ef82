import { useState, type MouseEvent } from 'react';
import { Container } from '@freight/ui';
import { TruckLogo } from './TruckLogo';
import { AREA_LINKS, SECTION_LINKS, goToSection, openQuote } from './navigation';
import { useCompanyContact } from './useCompanyContact';
import { useCurrentAreaLink } from './useCurrentAreaLink';
import * as S from './Header.styles';

const NAV_ID = 'site-navigation';

/** The site header: area links, landing sections, phone, Get Quote and the mobile menu. */
export function Header({ navigate }: { navigate: (url: string) => void }) {
  const currentLink = useCurrentAreaLink();
  const contact = useCompanyContact();
  const [menuOpen, setMenuOpen] = useState(false);

  const follow = (action: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    action();
  };

  return (
    <S.Bar>
      <S.TopStrip>
        <Container $width="wide">
          <span>
            USDOT {contact.usdotNumber} · {contact.mcNumber}
          </span>
          <a href={contact.phoneHref}>24/7 Dispatch: {contact.phone}</a>
        </Container>
      </S.TopStrip>
      <Container $width="wide">
        <S.Row>
          <S.Brand href="/" onClick={follow(() => navigate('/'))}>
            <TruckLogo />
            <span>{contact.companyName}</span>
          </S.Brand>
          <S.Nav id={NAV_ID} aria-label="Main" $open={menuOpen}>
            <ul>
              {AREA_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    title={'title' in link ? link.title : undefined}
                    aria-current={link.href === currentLink ? 'page' : undefined}
                    onClick={follow(() => navigate(link.href))}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
              {SECTION_LINKS.map(({ id, label }) => (
                <li key={id}>
                  <a href={`/#${id}`} onClick={follow(() => goToSection(id, navigate))}>
                    {label}
                  </a>
                </li>
              ))}
              <S.MenuOnlyItem>
                <a href={contact.phoneHref}>Call {contact.phone}</a>
              </S.MenuOnlyItem>
            </ul>
          </S.Nav>
          <S.Actions>
            <S.PhoneLink href={contact.phoneHref} aria-label={`Call us at ${contact.phone}`}>
              {contact.phone}
            </S.PhoneLink>
            <S.QuoteButton
              onClick={() => {
                setMenuOpen(false);
                openQuote(navigate);
              }}
            >
              Get Quote
            </S.QuoteButton>
            <S.MenuButton
              $variant="outline"
              $size="icon"
              aria-expanded={menuOpen}
              aria-controls={NAV_ID}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
            </S.MenuButton>
          </S.Actions>
        </S.Row>
      </Container>
    </S.Bar>
  );
}
