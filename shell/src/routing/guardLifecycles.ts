import type { LifeCycles } from 'single-spa';
import type { AreaHealth } from './areaHealth';
import { leavePrerenderedScreen } from './prerenderedScreen';

type Props = { domElement: HTMLElement };

function callAll(fn: LifeCycles<Props>['mount'], props: Props): Promise<unknown> {
  const fns = Array.isArray(fn) ? fn : [fn];
  return fns.reduce<Promise<unknown>>(
    (previous, next) => previous.then(() => next(props as never)),
    Promise.resolve(),
  );
}

/**
 * Wraps an area's lifecycles so a throw in bootstrap or mount paints the fallback instead of
 * leaving single-spa's SKIP_BECAUSE_BROKEN state, which it never leaves: the next visit retries.
 */
export function guardLifecycles(
  name: string,
  lifecycles: LifeCycles<Props>,
  health: AreaHealth,
): LifeCycles<Props> {
  let bootstrapped = false;
  const bootstrapOnce = async (props: Props) => {
    if (bootstrapped) return;
    await callAll(lifecycles.bootstrap, props);
    bootstrapped = true;
  };
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      try {
        await bootstrapOnce(props);
        await callAll(lifecycles.mount, props);
        props.domElement.removeAttribute('inert');
        health.markHealthy(name);
      } catch (error) {
        console.error(`Area ${name} failed to start`, error);
        leavePrerenderedScreen(props.domElement);
        health.markBroken(name);
      }
    },
    unmount: async (props) => {
      if (health.isBroken(name)) {
        props.domElement.replaceChildren();
        health.markHealthy(name);
        return;
      }
      await callAll(lifecycles.unmount, props);
    },
  };
}
