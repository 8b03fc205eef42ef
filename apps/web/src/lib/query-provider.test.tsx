import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { QueryProvider } from './query-provider';

function Greeting({ fetchGreeting }: { fetchGreeting: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['greeting'], queryFn: fetchGreeting });
  return <p>{query.data ?? 'loading'}</p>;
}

function countingFetch() {
  let calls = 0;
  return {
    fetchGreeting: async () => {
      calls += 1;
      return `hello ${calls}`;
    },
    get calls() {
      return calls;
    },
  };
}

describe('QueryProvider', () => {
  it('gives every part of the app the one client, made by the first that renders', async () => {
    const api = countingFetch();
    const { rerender } = render(
      <AppProviders>
        <QueryProvider>
          <Greeting fetchGreeting={api.fetchGreeting} />
        </QueryProvider>
      </AppProviders>,
    );
    expect(await screen.findByText('hello 1')).toBeTruthy();

    // A part loaded later (another page, the log-in pop-up) finds the answer in the same cache.
    rerender(
      <AppProviders>
        <QueryProvider>
          <Greeting fetchGreeting={api.fetchGreeting} />
        </QueryProvider>
        <QueryProvider>
          <Greeting fetchGreeting={api.fetchGreeting} />
        </QueryProvider>
      </AppProviders>,
    );
    expect(await screen.findAllByText('hello 1')).toHaveLength(2);
    expect(api.calls).toBe(1);
  });

  it('keeps a client already given from above', async () => {
    const client = new QueryClient();
    const api = countingFetch();
    render(
      <QueryClientProvider client={client}>
        <QueryProvider>
          <Greeting fetchGreeting={api.fetchGreeting} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('hello 1')).toBeTruthy();
    expect(client.getQueryData(['greeting'])).toBe('hello 1');
  });

  it('gives two apps on one page a client each', async () => {
    const api = countingFetch();
    render(
      <>
        <AppProviders>
          <QueryProvider>
            <Greeting fetchGreeting={api.fetchGreeting} />
          </QueryProvider>
        </AppProviders>
        <AppProviders>
          <QueryProvider>
            <Greeting fetchGreeting={api.fetchGreeting} />
          </QueryProvider>
        </AppProviders>
      </>,
    );
    expect(await screen.findByText('hello 1')).toBeTruthy();
    expect(await screen.findByText('hello 2')).toBeTruthy();
  });
});
