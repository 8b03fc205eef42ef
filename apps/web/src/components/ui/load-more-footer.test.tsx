import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadMoreFooter } from './load-more-footer';
import type { LoadMoreFooterProps } from './load-more-footer';

function renderFooter(props: Partial<LoadMoreFooterProps> = {}) {
  const presses: number[] = [];
  render(
    <LoadMoreFooter
      count={2}
      noun={['payment', 'payments']}
      hasMore
      isLoadingMore={false}
      onLoadMore={() => presses.push(Date.now())}
      {...props}
    />,
  );
  const status = () => screen.getByText(/^Showing/);
  const button = () => screen.queryByRole<HTMLButtonElement>('button');
  return { presses, status, button };
}

describe('LoadMoreFooter', () => {
  it('says how many rows show, politely, and loads more on a press while there are more', () => {
    const { presses, status, button } = renderFooter();
    expect(status().textContent).toBe('Showing 2 payments');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(button()?.textContent).toBe('Load more');
    expect(button()?.disabled).toBe(false);
    fireEvent.click(button()!);
    expect(presses).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names one row in the singular', () => {
    const { status } = renderFooter({ count: 1 });
    expect(status().textContent).toBe('Showing 1 payment');
  });

  it('is busy while the next page loads: one press at a time', () => {
    const { presses, button } = renderFooter({ isLoadingMore: true });
    expect(button()?.textContent).toBe('Loading…');
    expect(button()?.disabled).toBe(true);
    expect(button()?.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button()!);
    expect(presses).toHaveLength(0);
  });

  it('at the end of the list says so and offers nothing more', () => {
    const { status, button } = renderFooter({ count: 7, hasMore: false });
    expect(status().textContent).toBe('Showing 7 payments (all that match)');
    expect(button()).toBeNull();
  });

  it('claims no match for an empty list', () => {
    const { status } = renderFooter({ count: 0, hasMore: false });
    expect(status().textContent).toBe('Showing 0 payments');
  });

  it('says why the last "Load more" failed and keeps the button to try again', () => {
    const { presses, button } = renderFooter({ error: 'Could not load the results.' });
    expect(screen.getByRole('alert').textContent).toBe('Could not load the results.');
    expect(button()?.disabled).toBe(false);
    fireEvent.click(button()!);
    expect(presses).toHaveLength(1);
  });
});
