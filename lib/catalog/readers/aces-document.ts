import type { Finding } from '../types';
import type { AcesFileHeader, AcesFooter, ReadAcesApp } from './aces-types';
import { StopReading, type XmlElementHandler } from './xml-handler';
import { OncePerName, parseId } from './xml-values';
import { AppDraft } from './aces-app-draft';
import { findingOf, say } from '../messages';

/** Element names only ACES 5.0 uses, and their ≤ 4.2 names. */
const V5_ONLY: Record<string, string> = {
  PartNumber: 'Part',
  PartTerminology: 'PartType',
  BrandID: 'BrandAAIAID',
  SubBrandID: 'SubBrandAAIAID',
  VCdbPublicationDate: 'VcdbVersionDate',
  QdbPublicationDate: 'QdbVersionDate',
  PCdbPublicationDate: 'PcdbVersionDate',
  DiagramAsset: 'AssetName',
};
const V4_ONLY: Record<string, string> = Object.fromEntries(Object.entries(V5_ONLY).map(([a, b]) => [b, a]));
/** Element name → the major version it belongs to, for the names that differ. */
const VERSION_OF = new Map<string, 4 | 5>([
  ...Object.keys(V5_ONLY).map((n): [string, 5] => [n, 5]),
  ...Object.keys(V4_ONLY).map((n): [string, 4] => [n, 4]),
]);

/**
 * Turns the elements of an ACES document into a header, apps and a footer. Element names of every
 * version are accepted (Part or PartNumber, BrandAAIAID or BrandID, …); names that do not belong to
 * the declared version are reported once per name. An app that lacks something it cannot do
 * without (vehicle, Qty, PartType, Part, or a readable id) is reported and not passed on: checking a
 * half-read fitment would only produce wrong findings.
 */
export class AcesDocument implements XmlElementHandler {
  version: string | null = null;
  header: AcesFileHeader | null = null;
  footer: AcesFooter | null = null;
  /** `<App>` elements seen, complete or not. */
  appCount = 0;
  pending: ReadAcesApp[] = [];
  onHeader: ((h: AcesFileHeader) => void) | null = null;

  private readonly stack: string[] = [];
  private buffer = '';
  private capturing = false;
  private draft: AppDraft | null = null;
  private readonly unknown = new OncePerName();
  private readonly misnamed = new OncePerName();
  private line = 0;

  constructor(
    private readonly file: string,
    private readonly report: (f: Finding) => void,
  ) {}

  open(name: string, attrs: Record<string, string>, line: number): void {
    const depth = this.stack.length;
    this.stack.push(name);
    this.line = line;
    if (depth === 0) return this.openRoot(name, attrs);
    if (name === 'App' && depth !== 1) return this.reportMisplacedApp(line);
    const section = this.stack[1];
    if (depth === 1) {
      if (name === 'Header') this.header = emptyHeader(line);
      else if (name === 'App') this.openApp(attrs, line);
      else if (name === 'Footer') this.footer = { recordCount: null, line };
      return;
    }
    if (section === 'Header') return this.openHeaderChild(name, attrs, depth);
    if (section === 'App' && this.draft) {
      if (depth === 2) this.noteVersion(name, line);
      const action = this.draft.openChild(name, attrs, depth, this.stack[depth - 1]);
      if (action === 'text') this.capture();
      else if (action === 'unknown') this.unknown.add(name, line);
      return;
    }
    if (section === 'Footer' && depth === 2 && name === 'RecordCount') this.capture();
  }

  get wantsText(): boolean {
    return this.capturing;
  }

  text(t: string): void {
    if (this.capturing) this.buffer += t;
  }

  close(name: string): void {
    const depth = this.stack.length - 1;
    this.stack.pop();
    // A misplaced App was reported when it opened; it is not part of the section around it.
    if (name === 'App' && depth !== 1) return;
    const text = this.capturing ? this.buffer : '';
    this.capturing = false;
    this.buffer = '';
    const section = this.stack[1];
    if (depth === 1) {
      if (name === 'App') this.closeApp();
      else if (name === 'Header' && this.header) this.closeHeader(this.header);
      return;
    }
    if (section === 'Header' && this.header) return this.closeHeaderChild(this.header, name, text, depth);
    if (section === 'App' && this.draft) return this.draft.closeChild(name, text, depth);
    if (section === 'Footer' && this.footer && name === 'RecordCount') this.footer.recordCount = text.trim();
  }

  /** Reports what is only known at the end: elements of other versions, unknown elements. */
  finish(): void {
    const v = this.version ?? '?';
    for (const [name, s] of this.misnamed.entries()) {
      const v5 = name in V5_ONLY;
      const said = say('ACES_ELEMENT_VERSION_MISMATCH', {
        element: name,
        line: String(s.line),
        more: s.count - 1,
        named: v5 ? '5.0' : '4.2',
        version: v,
        other: String(v5 ? V5_ONLY[name] : V4_ONLY[name]),
      });
      this.report(findingOf('ACES_ELEMENT_VERSION_MISMATCH', 'warning', said, { file: this.file, row: s.line }));
    }
    for (const [name, s] of this.unknown.entries()) {
      const said = say('ACES_ELEMENT_UNKNOWN', { element: name, line: String(s.line), more: s.count - 1 });
      this.report(findingOf('ACES_ELEMENT_UNKNOWN', 'warning', said, { file: this.file, row: s.line }));
    }
  }

  take(): ReadAcesApp[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  private capture(): void {
    this.capturing = true;
    this.buffer = '';
  }

  private noteVersion(name: string, line: number): void {
    const v = VERSION_OF.get(name);
    if (v === undefined || this.version === null) return;
    if ((v === 5) !== this.version.startsWith('5')) this.misnamed.add(name, line);
  }

  private openRoot(name: string, attrs: Record<string, string>): void {
    if (name !== 'ACES') {
      throw new StopReading(findingOf('ACES_NOT_ACES', 'error', say('ACES_NOT_ACES', { file: this.file, element: name }), { file: this.file, row: this.line }));
    }
    this.version = attrs.version?.trim() || null;
  }

  private openHeaderChild(name: string, attrs: Record<string, string>, depth: number): void {
    if (depth === 2) {
      this.noteVersion(name, this.line);
      if (name !== 'ApprovedFor' && name !== 'PartsApprovedFor' && name !== 'RegionFor') this.capture();
      return;
    }
    if (depth === 3 && name === 'Country') this.capture();
    if (depth === 3 && name === 'Region' && this.stack[2] === 'RegionFor') {
      const id = parseId(attrs.id);
      if (id !== null) this.header?.regionFor.push(id);
    }
  }

  private closeHeaderChild(h: AcesFileHeader, name: string, text: string, depth: number): void {
    if (depth === 2 && name !== 'ApprovedFor' && name !== 'PartsApprovedFor' && name !== 'RegionFor') {
      h.fields[name] = text.trim();
    } else if (depth === 3 && name === 'Country') {
      const list =
        this.stack[2] === 'ApprovedFor'
          ? h.approvedFor
          : this.stack[2] === 'PartsApprovedFor'
            ? h.partsApprovedFor
            : null;
      list?.push(text.trim());
    }
  }

  private closeHeader(h: AcesFileHeader): void {
    const f = h.fields;
    const pick = (...names: string[]): string | undefined => {
      for (const n of names) if (f[n] !== undefined) return f[n];
      return undefined;
    };
    Object.assign(h, {
      company: pick('Company'),
      senderName: pick('SenderName'),
      senderPhone: pick('SenderPhone'),
      transferDate: pick('TransferDate'),
      documentTitle: pick('DocumentTitle'),
      effectiveDate: pick('EffectiveDate'),
      submissionType: pick('SubmissionType'),
      brandAaiaId: pick('BrandAAIAID', 'BrandID'),
      subBrandAaiaId: pick('SubBrandAAIAID', 'SubBrandID'),
      vcdbDate: pick('VcdbVersionDate', 'VCdbPublicationDate'),
      qdbDate: pick('QdbVersionDate', 'QdbPublicationDate'),
      pcdbDate: pick('PcdbVersionDate', 'PCdbPublicationDate'),
    });
    for (const k of Object.keys(h) as (keyof AcesFileHeader)[]) if (h[k] === undefined) delete h[k];
    this.onHeader?.(h);
  }

  private openApp(attrs: Record<string, string>, line: number): void {
    const draft = new AppDraft(attrs, line, this.appCount++);
    this.draft = draft;
    if (draft.malformed.length) {
      const said = say('ACES_APP_MALFORMED', { line: String(line), problems: draft.malformed });
      this.report(findingOf('ACES_APP_MALFORMED', 'error', said, { file: this.file, row: line }));
    }
  }

  /** An App anywhere but directly inside <ACES> (in the Header, in a wrapper, in another App). */
  private reportMisplacedApp(line: number): void {
    const parent = this.stack[this.stack.length - 2];
    const said = say('ACES_APP_MISPLACED', { line: String(line), parent: String(parent) });
    this.report(findingOf('ACES_APP_MISPLACED', 'error', said, { file: this.file, row: line }));
  }

  private closeApp(): void {
    const d = this.draft;
    this.draft = null;
    if (!d) return;
    const problems = d.finish();
    if (problems.length === 0) {
      this.pending.push(d.app);
      return;
    }
    const a = d.app;
    const said = say('ACES_APP_INCOMPLETE', { id: a.idText || say('aces.app.noIdText'), line: String(a.line), problems });
    this.report(findingOf('ACES_APP_INCOMPLETE', 'error', said, { file: this.file, row: a.line }));
  }
}

function emptyHeader(line: number): AcesFileHeader {
  return { line, fields: {}, approvedFor: [], partsApprovedFor: [], regionFor: [] };
}
