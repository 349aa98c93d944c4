export * from './blocks.js';
export { TemplatePdf, type TemplatePdfProps } from './TemplatePdf.js';
