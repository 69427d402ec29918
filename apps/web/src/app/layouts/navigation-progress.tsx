import { useNavigation } from 'react-router';

/** A thin bar while a route's code loads, so a slow network does not look like a dead click. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-soft">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}
