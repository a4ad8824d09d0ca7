import type { Role } from '@verdant/shared/roles';
import { createContext, useContext } from 'react';
import type { NavKey } from './routes.ts';

/**
 * Where a menu entry leads in a role's area, for the signed-in user (null: nowhere they may go).
 * The app shell owns the menus and provides this; a screen that links to an entry (the dashboard's
 * "Settings") asks here instead of reading the app's navigation tables.
 */
export type NavTarget = (key: NavKey, area: Role) => string | null;

export const NavTargetContext = createContext<NavTarget>(() => null);

export function useNavTarget(key: NavKey, area: Role): string | null {
  return useContext(NavTargetContext)(key, area);
}
