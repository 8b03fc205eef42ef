import type { CompanyLogo as CompanyLogoData } from '../../../content/home/home-logos';

/**
 * A company's logo, grey until hovered. Lazy: every logo wall sits below the fold, and the
 * explicit size keeps the page from moving as they arrive.
 */
export function CompanyLogo({ logo }: { logo: CompanyLogoData }) {
  return (
    <img
      src={logo.src}
      alt={logo.name}
      width={logo.width}
      height={logo.height}
      loading="lazy"
      decoding="async"
      className="h-auto w-full max-w-42 grayscale transition duration-300 hover:grayscale-0"
    />
  );
}
