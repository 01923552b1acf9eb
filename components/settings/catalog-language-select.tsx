import type { SelectHTMLAttributes } from 'react';
import { LANGUAGES } from '@/lib/catalog/types';
import { controlClass, type ControlProps } from '@/components/ui/field';

/** A language a catalog (a PIES header, a learned term) may name, with its name in the reader's language. */
export interface LanguageOption {
  code: string;
  label: string;
}

/** The catalog languages, named in `locale`: what the pages hand the forms and show beside set values. */
export function catalogLanguages(locale: string): LanguageOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return LANGUAGES.map((code) => ({ code, label: names.of(code) ?? code }));
}

type Props = ControlProps & {
  languages: LanguageOption[];
  /** The first option, for no language of its own (the catalog's, or none). */
  noneText: string;
} & Pick<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'defaultValue' | 'className'>;

/** The select of a catalog language inside a Field: "none" first, then the languages. */
export function CatalogLanguageSelect({ languages, noneText, className, ...select }: Props) {
  return (
    <select {...select} className={className ? `${controlClass} ${className}` : controlClass}>
      <option value="">{noneText}</option>
      {languages.map((l) => (
        <option key={l.code} value={l.code}>
          {l.label}
        </option>
      ))}
    </select>
  );
}
