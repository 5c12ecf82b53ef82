import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { TOUCH_TARGET, media } from './theme';
import { createValueStore, type ValueStore } from './valueStore';

interface TabsState {
  baseId: string;
  /**
   * The tab chosen last, which its button shows selected at once. Tab and TabPanel read it from
   * this store, not from the context: a context that changed at the click made React search the
   * whole open panel for its readers in the click's own render (FleetFolio's Dashboard to Load
   * Planner: that render took 35 ms with the CPU slowed 4×, 7 ms from the store).
   */
  chosenTab: ChosenTab;
  /** The tab whose panel is shown: follows the chosen one once it has been painted. */
  shown: string;
  select: (value: string) => void;
}

type ChosenTab = ValueStore<string>;

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tab, TabList and TabPanel must be inside Tabs');
  return state;
}

/** Whether `value` is the tab chosen last; re-renders only when that answer changes. */
function useIsChosen(chosenTab: ChosenTab, value: string): boolean {
  const isChosen = () => chosenTab.get() === value;
  // The same answer for a prerendered page and its hydration: the store starts at the tab shown.
  return useSyncExternalStore(chosenTab.subscribe, isChosen, isChosen);
}

const idFor = (baseId: string, kind: 'tab' | 'panel', value: string) =>
  `${baseId}-${kind}-${value.replace(/\s+/g, '-')}`;

export interface TabsProps {
  /** Controlled selected tab; leave out and use `defaultValue` for uncontrolled tabs. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

/**
 * `value`, two frames later (the second frame's callback comes once the first, which shows the
 * tab chosen, has been drawn), then in a transition: rendering the new panel right after the
 * click kept that frame from the screen on a slow phone (INP 240 ms, issue 20).
 */
function useValueAfterPaint(value: string): string {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (painted === value) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => startTransition(() => setPainted(value)));
    });
    return () => cancelAnimationFrame(frame);
  }, [value, painted]);
  return painted;
}

/**
 * Tabs in the WAI-ARIA pattern: arrow keys, Home and End move and select. A click paints the
 * chosen tab at once and renders its panel after that paint, in a render that React interrupts
 * to let the browser paint: a panel that takes long to render (50 quote cards) no longer holds
 * the click's next frame (INP), and the last panel stays until the new one is ready.
 */
export function Tabs({ value, defaultValue = '', onValueChange, children }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  // The tab chosen shows selected in the click's own render, while the change it asks for (a
  // navigation, which React Router makes a transition) is on its way. Once that transition is
  // over, committed or overtaken by Back before it could commit, the tabs follow `current`.
  const [chosen, choose] = useOptimistic(current);
  const [chosenTab] = useState(() => createValueStore(chosen));
  useLayoutEffect(() => chosenTab.set(chosen), [chosenTab, chosen]);
  const shown = useValueAfterPaint(current);
  // The latest props, read at the click, so that `select` and the context stay the same.
  const props = useRef({ controlled: value !== undefined, onValueChange });
  useLayoutEffect(() => {
    props.current = { controlled: value !== undefined, onValueChange };
  });
  const select = useCallback(
    (next: string) =>
      startTransition(() => {
        choose(next);
        if (!props.current.controlled) setUncontrolled(next);
        props.current.onValueChange?.(next);
      }),
    [choose],
  );
  const state = useMemo(
    () => ({ baseId, chosenTab, shown, select }),
    [baseId, chosenTab, shown, select],
  );
  return <TabsContext.Provider value={state}>{children}</TabsContext.Provider>;
}

/**
 * One row that scrolls sideways on a phone (eight tabs wrapped into three rows and pushed the
 * page to 474 px, D34); wrapped rows from medium screens up.
 */
const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.mutedBackground};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  ${media.md} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabList({ children, label }: { children: ReactNode; label: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
    );
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next?.focus();
    next?.click();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </List>
  );
}

const TabButton = styled.button`
  flex: 0 0 auto;
  white-space: nowrap;
  padding: 0.5rem 0.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  ${media.md} {
    flex: 1 1 auto;
  }
  ${media.touch} {
    min-height: ${TOUCH_TARGET};
  }
`;

export function Tab({ value, children }: { value: string; children: ReactNode }) {
  const { baseId, chosenTab, select } = useTabs();
  const selected = useIsChosen(chosenTab, value);
  return (
    <TabButton
      type="button"
      role="tab"
      id={idFor(baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idFor(baseId, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        // In a tab bar that scrolls sideways, the chosen tab comes fully into view.
        event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
        select(value);
      }}
    >
      {children}
    </TabButton>
  );
}

/**
 * A tab's panel, shown once its render after the click's frame is done. Its `children` should
 * keep their identity between renders of the tab bar (memoised, or made where the tab state is
 * not), or the panel being left re-renders in the click's own render.
 */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const { baseId, chosenTab, shown } = useTabs();
  const chosen = useIsChosen(chosenTab, value);
  if (shown !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(baseId, 'panel', value)}
      aria-labelledby={idFor(baseId, 'tab', value)}
      aria-busy={!chosen || undefined}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
