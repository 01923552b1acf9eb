import { describe, expect, it } from 'vitest';
import { noteRequest, noteRequestError, noteRequestUser, requestNotesStorage, type RequestNotes } from '@/lib/monitoring/request-notes';

const fresh = (): RequestNotes => ({ userId: null, error: null, metadata: { kind: 'action' } });

describe('request notes', () => {
  it('collect who asked, what failed first and a few words, across awaits in the request', async () => {
    const notes = fresh();
    await requestNotesStorage().run(notes, async () => {
      await Promise.resolve();
      noteRequestUser('0b5c1f0e-9a7d-4c61-8e0f-3f1d2a4b5c6d');
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteRequestError(new TypeError('boom'));
      noteRequestError(new Error('a later one'));
      noteRequest({ outcome: 'failed' });
    });
    expect(notes).toEqual({
      userId: '0b5c1f0e-9a7d-4c61-8e0f-3f1d2a4b5c6d',
      error: 'TypeError: boom',
      metadata: { kind: 'action', outcome: 'failed' },
    });
  });

  it('are nobody\'s outside a captured request, or in one that is not recorded', () => {
    const notes = fresh();
    requestNotesStorage().run(null, () => noteRequestUser('0b5c1f0e-9a7d-4c61-8e0f-3f1d2a4b5c6d'));
    noteRequestError(new Error('from a job'));
    expect(notes).toEqual(fresh());
    expect(requestNotesStorage().getStore()).toBeUndefined();
  });
});
