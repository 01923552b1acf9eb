/**
 * Streaming readers for existing ACES (1.0–5.0) and PIES (6.5–8.0) files: bytes in any common
 * encoding in, a header and one record per App / Item out, with line numbers and findings. No DOM:
 * a million-app file is read with flat memory. Bad input is a finding, never an exception.
 */
export {
  openAces,
  readAces,
  type AcesReader,
  type AcesReadSummary,
  type AcesVisitor,
  type ReadAcesOptions,
} from './read-aces';
export type { AcesFileHeader, AcesFooter, ReadAcesApp } from './aces-types';
export { openPies, readPies, type PiesReader, type PiesReadSummary, type ReadPiesOptions } from './read-pies';
export type {
  PiesFileHeader,
  PiesPriceSheet,
  PiesReadDescription,
  PiesReadDimensions,
  PiesReadInterchange,
  PiesReadPackage,
  PiesReadPrice,
  PiesTrailer,
  ReadPiesItem,
} from './pies-types';
export { describeVehicle, vehicleIdentity } from './vehicle-identity';
export { sniffXmlEncoding, type SniffedEncoding, type XmlEncoding } from './xml-encoding';
export { readXmlHead, xmlInputBytes, xmlInputName, xmlInputPath, xmlInputSize, type XmlInput } from './xml-input';
export { decodeXmlBytes } from './xml-decoder';
export { parseId } from './xml-values';
