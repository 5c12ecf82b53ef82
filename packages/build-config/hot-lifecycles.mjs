// `npm run dev -w <area>`: what the dev server exposes as `./app` instead of the area's
// lifecycles. single-spa keeps the functions it was given, so these stay and call the current
// lifecycles; when an edit changes anything the area's lifecycles import, webpack hands over
// the new module and the area is unmounted and mounted again with it (the shell's React is a
// production build, which Fast Refresh cannot drive). What webpack cannot hand over this way
// (an edit to this file, a failed update) reloads the page.
import * as area from 'freight-area-lifecycles';

let current = area;
/** The props of the mounted area, to mount the new code in its place. */
let mounted;

export const bootstrap = (props) => current.bootstrap(props);
export const mount = (props) => {
  mounted = props;
  return current.mount(props);
};
export const unmount = (props) => {
  mounted = undefined;
  return current.unmount(props);
};

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('freight-area-lifecycles', async () => {
    const previous = current;
    current = area;
    if (!mounted) return;
    const props = mounted;
    await previous.unmount(props);
    await current.bootstrap(props);
    await current.mount(props);
  });
}
