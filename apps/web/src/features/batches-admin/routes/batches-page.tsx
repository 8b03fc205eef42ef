import { BATCH_MANAGERS } from '@kaksha/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { PROGRAMS } from '../../../content/programs';
import { useSession } from '../../../lib/session';
import { BatchDetailView } from '../components/batch-detail';
import { BatchList } from '../components/batch-list';
import { NewBatchForm } from '../components/new-batch-form';

const PROGRAM_OPTIONS = PROGRAMS.map((program) => ({ value: program.id, label: program.name }));

/**
 * /operations/batches (issue 25): the dated batches of each program, their seats and sessions.
 * ADMIN creates (with the weekly pattern), edits, opens, closes and cancels batches and their
 * sessions; SALES reads everything and changes nothing (the server refuses its writes anyway).
 * The program and the open batch live in the address (?program=, ?batch=), so a link shares them.
 */
export function BatchesPage() {
  const { user } = useSession();
  const canManage = user ? BATCH_MANAGERS.includes(user.role) : false;
  const [params, setParams] = useSearchParams();
  const [isCreating, setIsCreating] = useState(false);
  const program = PROGRAMS.find((p) => p.id === params.get('program')) ?? PROGRAMS[0]!;
  const batchId = params.get('batch');

  const show = (next: { program?: string; batch?: string }) => {
    const search = new URLSearchParams({ program: next.program ?? program.id });
    if (next.batch) search.set('batch', next.batch);
    setParams(search);
  };

  return (
    <>
      <PageTitle page="Batches" />
      <Container className="py-8 sm:py-12">
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Operations
            </p>
            <h1 className="mt-1 text-h2 font-extrabold">Batches</h1>
          </div>
          {canManage && !batchId && !isCreating && (
            <Button onClick={() => setIsCreating(true)}>New batch</Button>
          )}
        </div>

        {!batchId && (
          <SelectField
            label="Program"
            className="mb-4 max-w-xs"
            options={PROGRAM_OPTIONS}
            value={program.id}
            disabled={isCreating}
            onChange={(event) => show({ program: event.target.value })}
          />
        )}

        {batchId ? (
          <BatchDetailView
            key={batchId}
            batchId={batchId}
            canManage={canManage}
            onBack={() => {
              setIsCreating(false);
              show({});
            }}
          />
        ) : isCreating && canManage ? (
          <NewBatchForm
            courseId={program.id}
            programName={program.name}
            onCancel={() => setIsCreating(false)}
            // The new batch opens (the address wins over the form, so the list never flashes).
            onCreated={(batch) => show({ batch: batch.id })}
          />
        ) : (
          <BatchList
            courseId={program.id}
            programName={program.name}
            onOpen={(batch) => show({ batch: batch.id })}
          />
        )}
      </Container>
    </>
  );
}
