import { useSession } from './get-me';

export type Viewer = {
  /** False until the session is known; location queries wait for it so they are asked once. */
  ready: boolean;
  signedIn: boolean;
  /** Part of every location query key: visitors get other answers (no address, no owner contact). */
  key: string;
};

/** Who is looking at locations, for views and query keys that differ by viewer. */
export function useViewer(): Viewer {
  const { user, isLoading } = useSession();
  return { ready: !isLoading, signedIn: user !== null, key: user?.id ?? 'visitor' };
}
