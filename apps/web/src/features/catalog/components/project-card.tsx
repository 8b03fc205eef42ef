import { useId, useState } from 'react';
import type { ProgramProject } from '../../../content/programs/program-content.types';
import { PROJECT_PREVIEW_LENGTH, truncateText } from '../lib/truncate-text';

export function ProjectCard({ project, number }: { project: ProgramProject; number: number }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  const isLong = project.description.length > PROJECT_PREVIEW_LENGTH;
  const text =
    isExpanded || !isLong
      ? project.description
      : truncateText(project.description, PROJECT_PREVIEW_LENGTH);

  return (
    <article className="flex h-full flex-col rounded-card border border-ink-200/80 bg-white p-6 shadow-card">
      <p className="font-mono text-sm font-bold text-brand-700">
        Project {String(number).padStart(2, '0')}
      </p>
      <h3 className="mt-2 text-h3 font-bold">{project.title}</h3>
      <p id={textId} className="mt-3 text-ink-600">
        {text}
      </p>
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={textId}
          onClick={() => setIsExpanded((value) => !value)}
          className="mt-2 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {isExpanded ? 'show less' : 'Read Now'}
        </button>
      )}
      <ul className="mt-auto flex flex-wrap gap-2 pt-5" aria-label="Skills">
        {project.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-ink-100 px-3 py-1 text-xs font-semibold text-ink-700"
          >
            {skill}
          </li>
        ))}
      </ul>
    </article>
  );
}
