export { buildApp } from './app';
export { loadConfig } from './config';
export type { ServerConfig } from './config';
