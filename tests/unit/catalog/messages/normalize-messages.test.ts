import { describe, expect, it } from 'vitest';
import { findingMessage, render, say } from '@/lib/catalog/messages';
import { isIssue, toFinding } from '@/lib/catalog/normalize/issues';
import { parseQuantity } from '@/lib/catalog/normalize/quantity';
import { parseYears } from '@/lib/catalog/normalize/years';
import { checkGtin } from '@/lib/catalog/normalize/gtin';

describe('normalization’s messages', () => {
  it('says a year note in English exactly as the note, and in German', () => {
    for (const text of ['2015', '2010-14', '10-14', '2014-2010', '03/2010-11/2014', '2015+', '03/2012 on', '2010, 2012']) {
      const spec = parseYears(text, { currentYear: 2026 });
      if (isIssue(spec)) throw new Error(`expected years for ${text}`);
      expect(render(spec.said, 'en'), text).toBe(spec.note);
    }
    const spec = parseYears('2014-2010', { currentYear: 2026 });
    if (isIssue(spec)) throw new Error('expected years');
    expect(render(spec.said, 'de')).toBe('5 Baujahre 2010–2014; Spanne rückwärts geschrieben (2014-2010)');
  });

  it('nests a decision’s note in the held-for-review text, confidences per locale', () => {
    const spec = parseYears('2015+', { currentYear: 2026 });
    if (isIssue(spec)) throw new Error('expected years');
    const held = say('LOW_CONFIDENCE', { note: spec.said, confidence: spec.confidence, threshold: 0.9 });
    expect(render(held, 'en')).toBe(`${spec.note} — held for review (confidence 0.85 is below 0.90).`);
    expect(render(held, 'de')).toBe('nach oben offene Spanne ab 2015 — zur Prüfung zurückgehalten (Konfidenz 0,85 liegt unter 0,90).');
  });

  it('renders quantity and GTIN findings in German with their reasons', () => {
    const q = parseQuantity('2 foo');
    if (!isIssue(q)) throw new Error('expected an issue');
    const finding = toFinding(q, 4);
    expect(finding.message).toBe("Quantity '2 foo' is not valid ('foo' is not a quantity unit); give a whole number of 1 or more.");
    expect(findingMessage(finding, 'de')).toBe("Menge '2 foo' ist ungültig ('foo' ist keine Mengeneinheit); geben Sie eine ganze Zahl ab 1 an.");
    const gtin = checkGtin('4006381333932');
    if (!isIssue(gtin)) throw new Error('expected an issue');
    expect(findingMessage(toFinding(gtin, 2), 'fr')).toBe(
      "Le GTIN '4006381333932' a le chiffre de contrôle 2 mais devrait finir par 1 ; il est omis de PIES. Corrigez-le dans la source.",
    );
  });
});
