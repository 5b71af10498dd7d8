export * from './types';
export * from './session';
export * from './computer';
export { rebuildLog, startLog } from './log';
