export * from './vocabulary';
export * from './terms';
