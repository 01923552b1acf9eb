import type { PiesItem } from '../../types';
import type { SheetRow } from './cells';

/**
 * The workbook's items by part number, in Items-sheet order, and the join of every segment row to
 * its item. A segment row whose PartNumber has no Items row is not dropped silently: it is a
 * finding naming the sheet, row and part number, and is counted per sheet.
 */
export class ItemJoin {
  private readonly byPart = new Map<string, PiesItem>();
  /** Segment rows that found no item, per sheet. */
  readonly unplaced = new Map<string, number>();
  duplicates = 0;

  /** Adds an Items row's item; false (with a finding) when the part number was already there. */
  add(r: SheetRow, item: PiesItem): boolean {
    const first = this.byPart.get(item.partNumber);
    if (first) {
      this.duplicates++;
      r.note('PIES_WORKBOOK_DUPLICATE_ITEM', 'warning', 'PIES_WORKBOOK_DUPLICATE_ITEM', { part: item.partNumber, first: String(first.row) }, 'PartNumber');
      return false;
    }
    this.byPart.set(item.partNumber, item);
    return true;
  }

  /** The item a segment row belongs to, or undefined (with a finding) when there is none. */
  target(r: SheetRow): PiesItem | undefined {
    const pn = r.get('PartNumber');
    const item = pn === undefined ? undefined : this.byPart.get(pn);
    if (item) return item;
    this.unplaced.set(r.sheet, (this.unplaced.get(r.sheet) ?? 0) + 1);
    if (pn === undefined) r.note('PIES_WORKBOOK_PART_UNKNOWN', 'warning', 'PIES_WORKBOOK_PART_UNKNOWN.noPart', {}, 'PartNumber');
    else r.note('PIES_WORKBOOK_PART_UNKNOWN', 'warning', 'PIES_WORKBOOK_PART_UNKNOWN', { part: pn }, 'PartNumber');
    return undefined;
  }

  get size(): number {
    return this.byPart.size;
  }

  items(): PiesItem[] {
    return [...this.byPart.values()];
  }
}
