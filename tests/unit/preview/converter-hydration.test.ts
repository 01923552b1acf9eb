// @vitest-environment jsdom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConverterUnderTest } from './converter-fixture';

const converter = () => createElement(ConverterUnderTest);

describe('the converter before and after hydration', () => {
  it('comes from the server with its controls disabled, and enables them once React has attached its handlers', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(converter());
    const button = () => container.querySelector<HTMLButtonElement>('[data-sample="en-clean"]')!;
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(button().disabled).toBe(true);
    expect(input().disabled).toBe(true);

    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, converter());
    });
    expect(button().disabled).toBe(false);
    expect(input().disabled).toBe(false);
    expect(container.firstElementChild?.getAttribute('data-ready')).toBe('true');
    act(() => root?.unmount());
  });
});
