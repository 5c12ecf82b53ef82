/** Lets the browser run what waits (a tap, a frame) before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The libraries the bootstrap imports (the shared ones and single-spa), each evaluated in a task
 * of its own before it. Left to the bootstrap's first import, their evaluation and the
 * bootstrap's ran as one task of 240-390 ms with the CPU slowed 4× (most of the landing page's
 * Lighthouse TBT), during which a tap on the prerendered page waited. Named into the bootstrap's
 * chunk, which the page preloads: no request is added.
 */
const LIBRARIES = [
  () => import(/* webpackChunkName: "bootstrap" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "bootstrap" */ 'styled-components'),
  () => import(/* webpackChunkName: "bootstrap" */ 'react-router-dom'),
  () => import(/* webpackChunkName: "bootstrap" */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackChunkName: "bootstrap" */ 'single-spa'),
  () => import(/* webpackChunkName: "bootstrap" */ '@freight/runtime'),
];

export async function evaluateLibrariesOnePerTask(): Promise<void> {
  for (const evaluate of LIBRARIES) {
    await evaluate();
    await nextTask();
  }
}
