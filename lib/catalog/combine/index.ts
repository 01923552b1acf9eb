/**
 * Combining deliveries of one brand into one: a FULL ACES document from several (apps renumbered,
 * identical apps written once) and one PIES document (items merged by part number). What a batch
 * export delivers beside its per-file documents. Never writes an empty document.
 */
export { combineAcesFiles, type CombineAcesOptions, type CombineAcesResult } from './combine-aces';
export { combinePiesFiles, type CombinePiesOptions, type CombinePiesResult } from './combine-pies';
export { piesItemFromRead } from './pies-item-from-read';
