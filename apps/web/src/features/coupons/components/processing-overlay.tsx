import { Spinner } from '../../../components/ui/spinner';

/**
 * Covers its (relatively positioned) dialog while a change is on its way to the server (spec
 * §4.6): nothing under it can be pressed twice. The container it covers carries aria-busy.
 */
export function ProcessingOverlay({ label = 'Processing' }: { label?: string }) {
  return (
    <div className="absolute inset-0 z-20 flex items-center justify-center rounded-[inherit] bg-white/80 backdrop-blur-[1px]">
      <Spinner size="lg" label={label} />
    </div>
  );
}
