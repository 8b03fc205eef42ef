import { Spinner } from '../components/ui/spinner';
import { joinClassNames } from '../lib/class-names';

/** Shown while a route's code loads on first visit; 'screen' when no layout is around it yet. */
export function PageLoader({ isFullScreen = false }: { isFullScreen?: boolean }) {
  return (
    <div
      className={joinClassNames(
        'flex items-center justify-center',
        isFullScreen ? 'min-h-dvh' : 'min-h-[60vh]',
      )}
    >
      <Spinner label="Loading page" />
    </div>
  );
}

export function FullScreenPageLoader() {
  return <PageLoader isFullScreen />;
}
