import 'styled-components';
import type { FreightTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments the library's theme type
  export interface DefaultTheme extends FreightTheme {}
}
