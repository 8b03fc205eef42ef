import { Section } from '../../../components/ui/section';
import { HIRING_PARTNERS, INSTRUCTOR_COMPANIES } from '../../../content/home/home-logos';
import type { CompanyLogo as CompanyLogoData } from '../../../content/home/home-logos';
import { CompanyLogo } from './company-logo';

function LogoGrid({ logos, label }: { logos: readonly CompanyLogoData[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 lg:gap-5"
    >
      {logos.map((logo) => (
        <li
          key={logo.id}
          className="flex items-center justify-center rounded-card border border-ink-200/80 bg-white px-4 py-5 shadow-card"
        >
          <CompanyLogo logo={logo} />
        </li>
      ))}
    </ul>
  );
}

/** Logos of the companies our instructors come from. */
export function InstructorCompaniesSection() {
  return (
    <Section
      eyebrow="Our mentors"
      title="Our instructors come from"
      description="Every class is taught by engineers who build and ship products at these companies."
    >
      <LogoGrid logos={INSTRUCTOR_COMPANIES} label="Companies our instructors work at" />
    </Section>
  );
}

/** Logos of the companies that hire from our programs. */
export function HiringPartnersSection() {
  return (
    <Section
      tone="muted"
      eyebrow="Careers"
      title="Our hiring partners"
      description="Companies that interview Kaksha learners for internships and full-time roles."
    >
      <LogoGrid logos={HIRING_PARTNERS} label="Hiring partners" />
    </Section>
  );
}
