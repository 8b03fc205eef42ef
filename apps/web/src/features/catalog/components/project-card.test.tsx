import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectCard } from './project-card';

const PROJECT = {
  title: 'Weather dashboard',
  description:
    'Call a public weather API with fetch, handle loading and error states, and show a five-day forecast with search history saved in localStorage.',
  skills: ['JavaScript'],
};

describe('ProjectCard', () => {
  it('cuts the description at 80 characters until Read Now, and show less cuts it again', () => {
    render(<ProjectCard project={PROJECT} number={2} />);
    const preview = `${PROJECT.description.slice(0, 80).trimEnd()}…`;
    expect(screen.getByText(preview)).toBeTruthy();
    expect(screen.queryByText(PROJECT.description)).toBeNull();

    const readNow = screen.getByRole('button', { name: 'Read Now' });
    expect(readNow.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(readNow);
    expect(screen.getByText(PROJECT.description)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'show less' }));
    expect(screen.getByText(preview)).toBeTruthy();
  });

  it('shows a short description whole, without a toggle', () => {
    render(<ProjectCard project={{ ...PROJECT, description: 'A short one.' }} number={1} />);
    expect(screen.getByText('A short one.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
