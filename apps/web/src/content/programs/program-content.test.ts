import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../programs';
import { loadProgramContent } from './load-program-content';

describe.each(PROGRAMS.map((program) => [program.name, program] as const))(
  '%s content',
  (_, program) => {
    it('has what the page needs', async () => {
      const content = await loadProgramContent(program.id);
      expect(content.id).toBe(program.id);
      expect(content.faqs).toHaveLength(12);
      expect(content.reviews).toHaveLength(program.id === 'code-slayer' ? 8 : 5);
      for (const review of content.reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
      }
      expect(content.overview.benefits ?? []).toHaveLength(program.id === 'webmonk' ? 0 : 8);
      expect(content.projects.length).toBeGreaterThanOrEqual(4);
      for (const project of content.projects)
        expect(project.description.length).toBeGreaterThan(80);
      expect(content.instructor.name).toBe(program.teacherName);
      expect(content.facts.duration).toBe(program.duration);
      expect(content.facts.weeklyHours).toBe(program.weeklyHours);
      // Batches are dated and live (the API's open batches): no content promises one.
      expect(JSON.stringify(content)).not.toMatch(/\b(Winter|Summer|Spring|Autumn) 20\d\d\b/);
      // Kaksha issues no certificates (issue 27): no content promises one, and the FAQ says so.
      expect(JSON.stringify(content)).not.toMatch(
        /certificate of completion|verification ID|earn a certificate|verified certificate/i,
      );
      expect('certificate' in content).toBe(false);
      const certificateFaq = content.faqs.find((faq) => /certificate/i.test(faq.question));
      expect(certificateFaq?.answer).toMatch(
        /^Not at present: Kaksha does not issue certificates\./,
      );
      // Keys on the page come from these; duplicates would collide.
      for (const list of [
        content.faqs.map((f) => f.question),
        content.projects.map((p) => p.title),
        content.reviews.map((r) => r.username),
        content.concepts.map((c) => c.title),
      ]) {
        expect(new Set(list).size).toBe(list.length);
      }
    });
  },
);

describe('Webmonk content', () => {
  it('has 5 projects and the 7 concepts of the spec', async () => {
    const content = await loadProgramContent('webmonk');
    expect(content.projects).toHaveLength(5);
    expect(content.concepts.map((concept) => concept.title)).toEqual([
      'HTML',
      'CSS',
      'Git and Github',
      'JavaScript',
      'Node',
      'Database',
      'React',
    ]);
  });
});
