export { bearerMatcher, installRequestMetrics, METRICS_PATH } from './http.js';
export { type AppMetrics, createMetrics, type MetricSources } from './registry.js';
