import { CheckCircleIcon } from '../../../components/ui/icons';
import { Section } from '../../../components/ui/section';
import type { ProgramCertificate } from '../../../content/programs/program-content.types';

interface CourseCertificateProps {
  certificate: ProgramCertificate;
  imageUrl: string;
}

export function CourseCertificate({ certificate, imageUrl }: CourseCertificateProps) {
  return (
    <Section tone="muted" eyebrow="Certification" title="Earn a certificate that shows your work">
      <div className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
        <figure>
          <img
            src={imageUrl}
            alt={`Sample certificate of completion for ${certificate.title}, issued by Kaksha.`}
            width={800}
            height={566}
            loading="lazy"
            className="h-auto w-full rounded-card shadow-raised ring-1 ring-ink-200/70"
          />
          <figcaption className="mt-3 text-center text-sm text-ink-500">
            Sample certificate
          </figcaption>
        </figure>
        <div>
          <h3 className="text-h3 font-bold">{certificate.title}</h3>
          <ul className="mt-5 grid gap-4">
            {certificate.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-700">
                <CheckCircleIcon size={22} className="mt-0.5 shrink-0 text-success-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
