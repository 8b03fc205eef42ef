import type { ProgramId } from '../../../content/programs';
import codeSlayerCertificateUrl from '../assets/certificate-code-slayer.svg';
import iotCertificateUrl from '../assets/certificate-iot.svg';
import machinesterCertificateUrl from '../assets/certificate-machinester.svg';
import webmonkCertificateUrl from '../assets/certificate-webmonk.svg';

/** Sample certificates, bundled (hashed, same origin) rather than referenced from the content. */
export const CERTIFICATE_IMAGES: Record<ProgramId, string> = {
  webmonk: webmonkCertificateUrl,
  machinester: machinesterCertificateUrl,
  'code-slayer': codeSlayerCertificateUrl,
  iot: iotCertificateUrl,
};
