'use client';

import { createContext, useContext } from 'react';

/**
 * The conversion whose pinned reference release the override pickers search (decision 0008): a
 * reviewer picks names and IDs from the release the conversion ran against, not from whatever the
 * workspace uses now. Without a provider the search uses the workspace's current release.
 */
const ReferenceScope = createContext<string | null>(null);

export const ReferenceScopeProvider = ReferenceScope.Provider;

export function useReferenceScope(): string | null {
  return useContext(ReferenceScope);
}
