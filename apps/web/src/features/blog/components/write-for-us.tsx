import { ButtonAnchor } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { siteConfig } from '../../../content/site-config';

/** The blog's footer band: "Want to write a blog?" with the external submission form. */
export function WriteForUs() {
  return (
    <section aria-labelledby="write-for-us-heading" className="pb-16 sm:pb-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-panel bg-brand-900 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-12">
          <div>
            <h2 id="write-for-us-heading" className="text-3xl font-extrabold text-white">
              Want to write a blog?
            </h2>
            <p className="mt-2 max-w-xl text-lg text-brand-100">
              Share what you built, learned or got wrong. Mentors and learners write for Kaksha, and
              our editors help you polish the draft.
            </p>
          </div>
          <ButtonAnchor href={siteConfig.links.blogSubmissionForm} variant="accent" size="lg">
            Submit Here
          </ButtonAnchor>
        </div>
      </Container>
    </section>
  );
}
