export * from './admin';
export * from './reviews';
export * from './fleetfolio';
