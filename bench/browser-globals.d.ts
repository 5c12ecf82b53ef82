// What the benchmarks' page scripts (run in Chromium through page.evaluate / addInitScript)
// keep on window, and the performance entries lib.dom does not describe yet.

interface MeasuredInteraction {
  duration: number;
  name: string;
  inputDelay: number;
  processing: number;
  presentation: number;
}

interface MeasuredShift {
  value: number;
  at: number;
  scrollY: number;
  sources: string[];
}

interface Window {
  __interactions: Map<number, MeasuredInteraction>;
  __shifts: MeasuredShift[];
}

/** The Layout Instability API's entry (https://wicg.github.io/layout-instability/). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Node | null }[];
}
