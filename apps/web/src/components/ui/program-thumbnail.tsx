import { useState } from 'react';
import { joinClassNames } from '../../lib/class-names';

export interface ProgramThumbnailProps {
  name: string;
  image: string;
  className?: string;
}

/** A program's picture, or a branded tile with its initial when the picture is missing. */
export function ProgramThumbnail({ name, image, className }: ProgramThumbnailProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const hasImage = Boolean(image) && failedImage !== image;
  return (
    <span
      className={joinClassNames(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-linear-to-br from-brand-500 to-brand-900 text-white',
        className,
      )}
    >
      {hasImage ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailedImage(image)}
        />
      ) : (
        <span aria-hidden="true" className="font-display text-2xl font-extrabold">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
}
