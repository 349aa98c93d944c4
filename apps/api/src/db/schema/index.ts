export * from './audit.js';
export * from './auth.js';
export * from './cases.js';
export * from './clients.js';
export * from './law-firms.js';
export * from './plans.js';
export * from './users.js';
