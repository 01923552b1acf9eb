/** The monitoring area's client-safe shapes (decision 0018): what the panel route answers. */
export * from './panel-types';
