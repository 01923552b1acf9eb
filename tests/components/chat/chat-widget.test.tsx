import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatWidget, LIVE_CHAT_PROVIDER, MISSING_CREDENTIALS_WARNING } from '@/components/chat/chat-widget';

describe('the chat widget (aiChatbot flag on)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('mounts with its fixed live-chat provider, renders nothing without credentials, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(LIVE_CHAT_PROVIDER.license).toBeUndefined();
    const first = render(<ChatWidget />);
    expect(first.container.innerHTML).toBe('');
    first.unmount();
    const second = render(<ChatWidget />);
    expect(second.container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(MISSING_CREDENTIALS_WARNING);
    expect(MISSING_CREDENTIALS_WARNING).toMatch(/no credentials/);
  });

  it('says nothing when the provider has its credentials', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<ChatWidget provider={{ name: 'LiveChat', license: '12345678' }} />);
    expect(container.innerHTML).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });
});
