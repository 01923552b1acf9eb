import { NextIntlClientProvider } from 'next-intl';
import { PreviewConverter } from '@/components/preview/preview-converter';
import en from '@/messages/en.json';

const samples = [{ id: 'en-clean', file: 'en-us-brakes-filters.csv', format: 'csv' as const, bytes: 3123 }];

/** The preview island with the English preview messages, as the page renders it. */
export function ConverterUnderTest() {
  return (
    <NextIntlClientProvider locale="en" messages={{ preview: en.preview }} timeZone="UTC">
      <PreviewConverter samples={samples} />
    </NextIntlClientProvider>
  );
}
