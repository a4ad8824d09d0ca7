import { describe, expect, it } from 'vitest';
import { allocateSessions } from './allocation.ts';

const at = (day: number, status = 'completed', provider = 'trainer') => ({
  id: `a${day}`,
  providerUserId: provider,
  startsAt: new Date(Date.UTC(2026, 0, day, 10)),
  status,
});

describe('session package allocation', () => {
  it('draws the oldest sessions from the oldest package with room, per trainer, from its sale date', () => {
    const packages = [
      { id: 'p1', providerUserId: 'trainer', sessions: 2, fromDate: '2026-01-02', active: true },
      { id: 'p2', providerUserId: 'trainer', sessions: 5, fromDate: '2026-01-03', active: true },
      { id: 'p3', providerUserId: 'other', sessions: 5, fromDate: '2026-01-01', active: true },
      { id: 'p4', providerUserId: 'trainer', sessions: 5, fromDate: '2026-01-01', active: false },
    ];
    const result = allocateSessions(packages, [
      at(1), // before any active package of this trainer
      at(2),
      at(3, 'no-show'),
      at(4, 'cancelled'),
      at(5, 'scheduled'),
      at(6, 'completed', 'someone'),
    ]);
    expect(result.byPackage.get('p1')!.map((a) => a.id)).toEqual(['a2', 'a3']);
    expect(result.byPackage.get('p2')!.map((a) => a.id)).toEqual(['a5']);
    expect(result.byPackage.get('p3')).toEqual([]);
    expect(result.byPackage.get('p4')).toEqual([]);
    expect([...result.drawn].sort()).toEqual(['a2', 'a3', 'a5']);
  });

  it('of two packages sold the same day, draws the one sold first, whatever their ids', () => {
    const packages = [
      { id: 'zz', providerUserId: 'trainer', sessions: 1, fromDate: '2026-01-02', active: true, soldAt: 1 },
      { id: 'aa', providerUserId: 'trainer', sessions: 1, fromDate: '2026-01-02', active: true, soldAt: 2 },
    ];
    const result = allocateSessions(packages, [at(3), at(4, 'scheduled')]);
    expect(result.byPackage.get('zz')!.map((a) => a.id)).toEqual(['a3']);
    expect(result.byPackage.get('aa')!.map((a) => a.id)).toEqual(['a4']);
  });
});
