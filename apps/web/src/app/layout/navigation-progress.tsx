import { useNavigation } from 'react-router';

/**
 * A thin bar while the next route's code or data loads. Client navigations keep the current
 * page on screen until the next one is ready, so without this a slow chunk looks like a dead click.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[70] h-[3px] overflow-hidden bg-brand-100"
    >
      <div className="h-full w-2/5 animate-progress rounded-full bg-linear-to-r from-brand-500 via-accent-400 to-brand-500" />
    </div>
  );
}
