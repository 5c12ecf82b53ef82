/** Areas whose lifecycles threw while on screen; the shell paints a fallback for them. */
export function createAreaHealth() {
  const broken = new Set<string>();
  return {
    markBroken: (name: string) => broken.add(name),
    markHealthy: (name: string) => broken.delete(name),
    isBroken: (name: string) => broken.has(name),
  };
}

export type AreaHealth = ReturnType<typeof createAreaHealth>;
