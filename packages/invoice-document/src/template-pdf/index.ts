export * from './block-model.js';
export { parseTemplateBlocks } from './blocks.js';
export { TemplatePdf, type TemplatePdfProps } from './TemplatePdf.js';
