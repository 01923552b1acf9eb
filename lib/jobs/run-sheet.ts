import type { Conversion } from '@/lib/data/catalogs';

/**
 * The engine option for the sheet a conversion asked for. Every job that runs the engine on the
 * conversion's upload (convert, export, re-run impact) passes it, so they all read the same sheet;
 * none asked for leaves the engine's own choice, which the same bytes always repeat.
 */
export function sheetToRead(conversion: Pick<Conversion, 'sheet'>): { sheet?: string } {
  return conversion.sheet === null ? {} : { sheet: conversion.sheet };
}
