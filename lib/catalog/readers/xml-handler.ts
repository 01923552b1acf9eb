import type { Finding } from '../types';

/** What a document reader does with the elements of a document. Names arrive without prefix. */
export interface XmlElementHandler {
  /** `line` is the 1-based line where the start tag ends (for `<App id="1">`, its line). */
  open(name: string, attributes: Record<string, string>, line: number): void;
  text(text: string): void;
  /** False while text would be dropped (outside the elements read for their text): it is then not sliced. */
  readonly wantsText?: boolean;
  close(name: string): void;
}

/** Thrown by a handler to stop reading, e.g. when the root element is not the expected one. */
export class StopReading extends Error {
  constructor(readonly finding: Finding) {
    super(finding.message);
  }
}
