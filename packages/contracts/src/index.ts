export * from './admin';
export * from './reviews';
export * from './fleetfolio';
export * from './shipments';
export * from './clientPortal';
