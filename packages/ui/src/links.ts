import { css } from 'styled-components';
import { TOUCH_TARGET, media } from './theme';

/** A link standing on its own (not inside a sentence): a finger-sized box on touch screens. */
export const standaloneLink = css`
  ${media.touch} {
    display: inline-flex;
    align-items: center;
    min-height: ${TOUCH_TARGET};
  }
`;
