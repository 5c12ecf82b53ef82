/** Width / height of the coverage map's viewBox (usMap: the 48 states' bounds plus a margin). */
export const MAP_ASPECT_RATIO = '949 / 604';
