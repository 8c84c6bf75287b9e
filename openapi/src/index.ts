export * from './client';
export * from './money';
export * from './language';
export * from './settlement';
export * from './iban';
export * from './due-date';
export * from './plan-alternatives';
export * from './payment-route';
