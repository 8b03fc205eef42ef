import { joinClassNames } from '../../lib/class-names';

export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** What is progressing, read out with the value ('Uploading banner'). */
  label: string;
  className?: string;
}

/** A determinate progress bar (an upload, say), announced as a progressbar with its percentage. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={joinClassNames('h-2 w-full overflow-hidden rounded-full bg-ink-200', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-150"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
