import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IOT_CONTENT } from '../../content/programs/iot.content';
import { FaqList } from './faq-list';

describe('FaqList', () => {
  it('shows 3 questions, all 12 after Read More, and 3 again after Collapse', () => {
    render(<FaqList faqs={IOT_CONTENT.faqs} />);
    const questions = () => screen.getAllByRole('button', { name: /\?/ });
    expect(questions().map((question) => question.textContent?.slice(0, -1))).toEqual(
      IOT_CONTENT.faqs.slice(0, 3).map((faq) => faq.question),
    );

    const more = screen.getByRole('button', { name: 'Read More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(questions()).toHaveLength(12);

    const collapse = screen.getByRole('button', { name: 'Collapse' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse);
    expect(questions()).toHaveLength(3);
  });

  it('opens an answer', () => {
    render(<FaqList faqs={IOT_CONTENT.faqs} />);
    const first = IOT_CONTENT.faqs[0]!;
    fireEvent.click(screen.getByRole('button', { name: new RegExp(first.question.slice(0, 20)) }));
    expect(screen.getByText(first.answer)).toBeTruthy();
  });
});

describe('FaqList with revealOnToggle', () => {
  it('moves focus to the first new question on Read More and brings Collapse back into view', () => {
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      render(<FaqList faqs={IOT_CONTENT.faqs} revealOnToggle />);
      expect(scrolled).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
      const fourth = screen.getByRole('button', { name: IOT_CONTENT.faqs[3]!.question });
      expect(document.activeElement).toBe(fourth);
      expect(scrolled).toEqual([fourth]);

      const collapse = screen.getByRole('button', { name: 'Collapse' });
      fireEvent.click(collapse);
      expect(screen.getAllByRole('button', { name: /\?/ })).toHaveLength(3);
      expect(scrolled).toEqual([fourth, collapse]);
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  });

  it('leaves focus and scrolling alone without it', () => {
    render(<FaqList faqs={IOT_CONTENT.faqs} />);
    const more = screen.getByRole('button', { name: 'Read More' });
    more.focus();
    fireEvent.click(more);
    expect(document.activeElement).toBe(more);
  });
});
