import { createColumnHelper } from '@tanstack/react-table';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

interface Learner {
  id: string;
  name: string;
  city: string;
}

const column = createColumnHelper<Learner>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('city', { header: 'City', meta: { className: 'text-right' } }),
];

const learners = (count: number): Learner[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `l${index}`,
    name: `Learner ${index}`,
    city: index % 2 ? 'Pune' : 'Kochi',
  }));

function bodyRows(table: HTMLElement) {
  // Spacer rows are aria-hidden, so the role query leaves them out, as a screen reader does.
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('is a captioned table with column headers and one row per item, in a focusable region', () => {
    render(
      <DataTable
        columns={columns}
        data={learners(3)}
        caption="Learners"
        getRowId={(row) => row.id}
        footer={<p>Showing 3</p>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Learners' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City']);
    const rows = bodyRows(table);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Learner 0Kochi',
      'Learner 1Pune',
      'Learner 2Kochi',
    ]);
    expect(rows[1]?.getAttribute('aria-rowindex')).toBe('3');
    expect(table.getAttribute('aria-rowcount')).toBe('4');
    expect(within(rows[0]!).getAllByRole('cell')[1]?.className).toContain('text-right');

    const region = screen.getByRole('region', { name: 'Learners' });
    expect(region.tabIndex).toBe(0);
    expect(region.style.maxHeight).toBe('70vh');
    expect(screen.getByText('Showing 3')).toBeTruthy();
  });

  it('shows the empty message, the error instead of rows, and a spinner while loading', () => {
    const { rerender } = render(
      <DataTable
        columns={columns}
        data={[]}
        caption="Learners"
        getRowId={(row) => row.id}
        empty="No learners yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No learners yet.' })).toBeTruthy();

    rerender(
      <DataTable
        columns={columns}
        data={learners(2)}
        caption="Learners"
        getRowId={(row) => row.id}
        error={<span>Could not load.</span>}
      />,
    );
    expect(screen.getByText('Could not load.')).toBeTruthy();
    expect(screen.queryByText('Learner 0')).toBeNull();

    rerender(
      <DataTable
        columns={columns}
        data={[]}
        caption="Learners"
        getRowId={(row) => row.id}
        isLoading
        empty="No learners yet."
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading rows');
    expect(screen.queryByText('No learners yet.')).toBeNull();
  });

  it('draws only the rows in view once the scroll area has a size, and follows the scroll', () => {
    // jsdom does no layout: give the scroll area and each row the sizes a browser would measure.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    render(
      <DataTable
        columns={columns}
        data={learners(1000)}
        caption="Learners"
        getRowId={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Learners' });
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    const drawn = bodyRows(table);
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
    expect(screen.getByText('Learner 0')).toBeTruthy();
    expect(screen.queryByText('Learner 500')).toBeNull();

    const region = screen.getByRole('region', { name: 'Learners' });
    act(() => {
      region.scrollTop = 20_000;
      fireEvent.scroll(region);
    });
    expect(screen.queryByText('Learner 0')).toBeNull();
    const visible = bodyRows(table);
    expect(visible.length).toBeLessThan(40);
    // Rows not yet drawn count at the estimated height, so 20,000 px lands a few hundred rows down.
    const first = Number(visible[0]?.dataset.index);
    expect(first).toBeGreaterThan(300);
    expect(visible[0]?.textContent).toMatch(new RegExp(`^Learner ${first}(Pune|Kochi)$`));
    expect(visible[0]?.getAttribute('aria-rowindex')).toBe(String(first + 2));
    // The rows above the window still take their height, so the scroll bar stays true.
    const spacer = table.querySelector('tbody tr[aria-hidden="true"] td');
    expect(Number.parseFloat((spacer as HTMLElement).style.height)).toBeGreaterThan(15_000);
  });
});
