export * from './theme';
export * from './format';
export * from './components/Button';
