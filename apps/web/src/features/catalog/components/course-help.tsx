import { HelpBlock } from '../../../components/ui/help-block';

export function CourseHelp({ name }: { name: string }) {
  return (
    <HelpBlock
      headingId="course-help-heading"
      title="Need help deciding?"
      description={`Talk to our admissions team about ${name}, batches, payment options or anything else.`}
    />
  );
}
