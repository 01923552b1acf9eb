import type { XmlElementHandler } from '@/lib/catalog/readers/xml-handler';
import { newXmlReadState, type streamXml } from '@/lib/catalog/readers/xml-stream';
import type { Finding } from '@/lib/catalog/types';

/** A reader's document as the transcript drives it: takes the events, hands on what it collected. */
export interface TranscribedDocument extends XmlElementHandler {
  take(): unknown[];
}

/**
 * What a read (the fast scanner's, or saxes's alone) hands its handler and reports, event by event
 * (text joined between tags), and the sizes of the batches `doc` had collected at each of the read's
 * pauses (-1, then what was left at the end). The fast-scanner tests compare the two reads through it.
 * With `forward` false the document sees no event (the events alone are compared).
 */
export async function readTranscript<D extends TranscribedDocument>(
  read: typeof streamXml,
  bytes: Uint8Array,
  makeDocument: (file: string, report: (f: Finding) => void) => D,
  forward = true,
) {
  const findings: Finding[] = [];
  const report = (f: Finding) => findings.push(f);
  const state = newXmlReadState({ bytes, name: 'doc.xml' });
  const doc = makeDocument(state.file, report);
  const log: string[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') log.push(`text ${JSON.stringify(text)}`);
    text = '';
  };
  const handler: XmlElementHandler = {
    open(name, attrs, line) {
      flush();
      log.push(`open ${name} ${line} ${JSON.stringify(Object.entries(attrs))}`);
      if (forward) doc.open(name, attrs, line);
    },
    text(t) {
      text += t;
      if (forward) doc.text(t);
    },
    close(name) {
      flush();
      log.push(`close ${name}`);
      if (forward) doc.close(name);
    },
  };
  const batches: number[] = [];
  // The records each pause hands on (the reader passes on no empty batch).
  for await (const _ of read({ bytes, name: 'doc.xml' }, handler, report, state)) {
    const n = doc.take().length;
    if (n > 0) batches.push(n);
  }
  batches.push(-1, doc.take().length);
  return { log, findings, state, batches, doc };
}
