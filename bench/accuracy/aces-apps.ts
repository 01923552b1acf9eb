/**
 * Reads the apps back out of a written aces.xml (and the part numbers out of a pies.xml) with a
 * streaming SAX parser: the bench scores what the engine wrote, not what it meant to write.
 */
import { createReadStream } from 'node:fs';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export interface ExportedApp {
  part: string;
  /** null when the app has no BaseVehicle element (e.g. Make/Model/Year or Equipment apps). */
  baseVehicleId: number | null;
  partTypeId: number | null;
  positionId: number | null;
  qty: number | null;
}

async function parseXml(file: string, handlers: { open: (tag: SaxesTagPlain) => void; close: (name: string, text: string) => void }): Promise<void> {
  const parser = new SaxesParser();
  let text = '';
  parser.on('opentag', (tag) => {
    text = '';
    handlers.open(tag);
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    handlers.close(tag.name, text.trim());
    text = '';
  });
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) parser.write(chunk as string);
  parser.close();
}

function idAttr(tag: SaxesTagPlain): number | null {
  const v = tag.attributes.id;
  return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;
}

export async function readAcesApps(file: string): Promise<ExportedApp[]> {
  const apps: ExportedApp[] = [];
  let app: ExportedApp | null = null;
  await parseXml(file, {
    open: (tag) => {
      if (tag.name === 'App') app = { part: '', baseVehicleId: null, partTypeId: null, positionId: null, qty: null };
      else if (app && tag.name === 'BaseVehicle') app.baseVehicleId = idAttr(tag);
      else if (app && tag.name === 'PartType') app.partTypeId = idAttr(tag);
      else if (app && tag.name === 'Position') app.positionId = idAttr(tag);
    },
    close: (name, text) => {
      if (!app) return;
      if (name === 'Part') app.part = text;
      else if (name === 'Qty') app.qty = /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
      else if (name === 'App') {
        apps.push(app);
        app = null;
      }
    },
  });
  return apps;
}

/** Part numbers of the Items in a pies.xml. */
export async function readPiesPartNumbers(file: string): Promise<string[]> {
  const parts: string[] = [];
  // The item's own PartNumber comes first; later ones belong to interchange or kit components.
  let inItem = false;
  let captured = false;
  await parseXml(file, {
    open: (tag) => {
      if (tag.name === 'Item') {
        inItem = true;
        captured = false;
      }
    },
    close: (name, text) => {
      if (name === 'Item') inItem = false;
      else if (inItem && !captured && name === 'PartNumber') {
        parts.push(text);
        captured = true;
      }
    },
  });
  return parts;
}
