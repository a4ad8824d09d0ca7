import * as shared from '@verdant/shared/public-site';
import { describe, expect, it } from 'vitest';
import { PROVIDER_MODES, PROVIDER_TYPES } from './care-filters.ts';

describe('care filters', () => {
  it('mirror the shared provider types and modes', () => {
    expect(PROVIDER_TYPES).toEqual(shared.PROVIDER_TYPES);
    expect(PROVIDER_MODES).toEqual(shared.PROVIDER_MODES);
  });
});
