import { css } from 'styled-components';
import { media } from '@freight/ui';

/**
 * A section's content height in px (its height less its padding: the reserved size is the
 * content box's), with the seed content on touch screens 375 and 768 px wide and at 1280 px.
 */
export interface SectionHeights {
  phone: number;
  tablet: number;
  desktop: number;
}

/**
 * Lets the browser skip style, layout and paint of a section until it nears the screen: the
 * landing page is 12,600 px tall on a phone, and laying all of it out delayed the first paint
 * and made the app's takeover a long task. The measured height holds the section's place, so
 * the page's length does not change under a reader; `auto` keeps the real one once shown.
 * Only below #contact, the last in-page link target: a section above a target would still have
 * its reserved height when a link glides there, and at widths other than the measured ones the
 * glide would end beside the target.
 */
export const skipWhileOffscreen = ({ phone, tablet, desktop }: SectionHeights) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${phone}px;
  ${media.md} {
    contain-intrinsic-block-size: auto ${tablet}px;
  }
  ${media.lg} {
    contain-intrinsic-block-size: auto ${desktop}px;
  }
`;
