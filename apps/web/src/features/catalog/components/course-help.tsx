import { HelpBlock } from '../../../components/ui/help-block';

export function CourseHelp({ id, name }: { id: string; name: string }) {
  return (
    <HelpBlock
      headingId="course-help-heading"
      callBackTo={`/request-call?program=${encodeURIComponent(id)}`}
      title="Need help deciding?"
      description={`Talk to our admissions team about ${name}, batches, payment options or anything else.`}
    />
  );
}
