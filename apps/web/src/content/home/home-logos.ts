/**
 * Company logos on the landing page: where our instructors work, who hires from us, and where
 * our alumni work. The companies and their wordmarks (apps/web/public/images/logos/) are
 * fictional placeholders drawn for this site, not real firms; swap in real logos by changing
 * `src` (any image with the same 168×48 proportions) once partners agree to be named.
 */

export interface CompanyLogo {
  id: string;
  /** The company's name: the image's alt text. */
  name: string;
  /** Under apps/web/public. */
  src: string;
  width: number;
  height: number;
}

function wordmark(id: string, name: string): CompanyLogo {
  return { id, name, src: `/images/logos/${id}.svg`, width: 168, height: 48 };
}

const COMPANIES = {
  kitepoint: wordmark('kitepoint', 'Kitepoint'),
  bluebanyan: wordmark('bluebanyan', 'Bluebanyan'),
  orbitmint: wordmark('orbitmint', 'Orbitmint'),
  tidewell: wordmark('tidewell', 'Tidewell'),
  copperloom: wordmark('copperloom', 'Copperloom'),
  lumenarc: wordmark('lumenarc', 'Lumenarc'),
  peppervine: wordmark('peppervine', 'Peppervine'),
  greyheron: wordmark('greyheron', 'Greyheron'),
  monsoonbyte: wordmark('monsoonbyte', 'Monsoonbyte'),
  tealcrest: wordmark('tealcrest', 'Tealcrest'),
  vyomatrix: wordmark('vyomatrix', 'Vyomatrix'),
  indigoleaf: wordmark('indigoleaf', 'Indigoleaf'),
  brightmango: wordmark('brightmango', 'Brightmango'),
  stackharbor: wordmark('stackharbor', 'Stackharbor'),
  quartzfield: wordmark('quartzfield', 'Quartzfield'),
  palmgrid: wordmark('palmgrid', 'Palmgrid'),
  riverhawk: wordmark('riverhawk', 'Riverhawk'),
  neemsoft: wordmark('neemsoft', 'Neemsoft'),
  pixelkiln: wordmark('pixelkiln', 'Pixelkiln'),
  cloudjaal: wordmark('cloudjaal', 'Cloudjaal'),
  ferncircuit: wordmark('ferncircuit', 'Ferncircuit'),
  saltpan: wordmark('saltpan', 'Saltpan Robotics'),
  rangoliPay: wordmark('rangoli-pay', 'Rangoli Pay'),
  kulhadCloud: wordmark('kulhad-cloud', 'Kulhad Cloud'),
} as const;

/** "Our instructors come from": the companies our mentors work at. */
export const INSTRUCTOR_COMPANIES: readonly CompanyLogo[] = [
  COMPANIES.kitepoint,
  COMPANIES.bluebanyan,
  COMPANIES.orbitmint,
  COMPANIES.tidewell,
  COMPANIES.copperloom,
  COMPANIES.lumenarc,
  COMPANIES.peppervine,
  COMPANIES.greyheron,
];

export const HIRING_PARTNERS: readonly CompanyLogo[] = [
  COMPANIES.monsoonbyte,
  COMPANIES.tealcrest,
  COMPANIES.vyomatrix,
  COMPANIES.indigoleaf,
  COMPANIES.brightmango,
  COMPANIES.stackharbor,
  COMPANIES.quartzfield,
  COMPANIES.palmgrid,
  COMPANIES.riverhawk,
  COMPANIES.neemsoft,
  COMPANIES.pixelkiln,
  COMPANIES.cloudjaal,
];

/** Spec §9: the alumni employers rotate in groups of 6 every 4000 ms. */
export const ALUMNI_GROUP_SIZE = 6;
export const ALUMNI_ROTATION_MS = 4000;

/** Where our alumni work; a multiple of the group size, so every group is full. */
export const ALUMNI_EMPLOYERS: readonly CompanyLogo[] = [
  COMPANIES.ferncircuit,
  COMPANIES.saltpan,
  COMPANIES.rangoliPay,
  COMPANIES.kulhadCloud,
  COMPANIES.kitepoint,
  COMPANIES.monsoonbyte,
  COMPANIES.stackharbor,
  COMPANIES.bluebanyan,
  COMPANIES.vyomatrix,
  COMPANIES.tidewell,
  COMPANIES.brightmango,
  COMPANIES.cloudjaal,
  COMPANIES.orbitmint,
  COMPANIES.palmgrid,
  COMPANIES.lumenarc,
  COMPANIES.riverhawk,
  COMPANIES.pixelkiln,
  COMPANIES.tealcrest,
];
