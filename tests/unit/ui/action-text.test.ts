import { describe, expect, it } from 'vitest';
import { actionText, textsTranslator } from '@/components/ui/action-text';

const texts = {
  'actions.unexpected': 'Something went wrong on our side.',
  'inquiryForm.errors.rateLimited': 'Bitte warten Sie {minutes, plural, one {# Minute} other {# Minuten}}.',
  'settings.errors.named': '{name} is taken; {name} again.',
  'x.exact': '{n, plural, =0 {none} one {# file} other {# files}} left',
};

describe('texts a server page handed over, said as an action answered them', () => {
  const t = textsTranslator(texts, 'de');

  it('fills in placeholders, and keeps one it has no value for', () => {
    expect(t('settings.errors.named', { name: 'acme' })).toBe('acme is taken; acme again.');
    expect(t('settings.errors.named')).toBe('{name} is taken; {name} again.');
  });

  it('chooses a plural branch by the locale’s rules, an exact one first', () => {
    expect(t('inquiryForm.errors.rateLimited', { minutes: 1 })).toBe('Bitte warten Sie 1 Minute.');
    expect(t('inquiryForm.errors.rateLimited', { minutes: 1200 })).toBe('Bitte warten Sie 1.200 Minuten.');
    expect(textsTranslator(texts, 'en')('x.exact', { n: 0 })).toBe('none left');
    expect(textsTranslator(texts, 'en')('x.exact', { n: 2 })).toBe('2 files left');
  });

  it('says a key the page did not hand over as the crash it most likely is', () => {
    expect(actionText(t, { key: 'actions.refused.invalid' })).toBe('Something went wrong on our side.');
  });
});
