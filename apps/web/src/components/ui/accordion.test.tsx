import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = [
  { key: 'html', title: 'HTML', content: <p>Semantic elements</p> },
  { key: 'css', title: 'CSS', content: <p>Flexbox and Grid</p> },
];

describe('Accordion', () => {
  it('toggles each panel with a real button that reports its state', () => {
    render(<Accordion items={ITEMS} />);
    const html = screen.getByRole('button', { name: /HTML/ });
    const panelId = html.getAttribute('aria-controls');
    const panel = document.getElementById(panelId ?? '');
    expect(html.tagName).toBe('BUTTON');
    expect(html.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(html.textContent).toContain('+');

    fireEvent.click(html);
    expect(html.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('region', { name: /HTML/ }).textContent).toBe('Semantic elements');
    expect(html.textContent).toContain('−');

    fireEvent.click(html);
    expect(html.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('opens panels independently', () => {
    render(<Accordion items={ITEMS} />);
    fireEvent.click(screen.getByRole('button', { name: /HTML/ }));
    fireEvent.click(screen.getByRole('button', { name: /CSS/ }));
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded')),
    ).toEqual(['true', 'true']);
  });
});
