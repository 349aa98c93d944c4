export * from './model.js';
export * from './strings.js';
export * from './words.js';
