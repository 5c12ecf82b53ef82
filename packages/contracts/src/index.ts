export * from './admin';
export * from './reviews';
