export * from './admin';
export * from './reviews';
export * from './fleetfolio';
export * from './shipments';
export * from './clientPortal';
export * from './uploads';
export * from './quote';
export * from './applications';
