export * from './model.js';
export * from './strings.js';
