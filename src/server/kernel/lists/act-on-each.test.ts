import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import { actOnEach, changedSince } from './act-on-each';

const noun = { one: 'thing', many: 'things' };
const log = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('acting on each chosen record (issue 26)', () => {
  it('acts on each record once, in order, and sorts the answers into done, already so and refused', async () => {
    const seen: number[] = [];
    const result = await actOnEach(
      { log: log() },
      {
        items: [{ id: 1 }, { id: 2 }, { id: 1 }, { id: 3 }, { id: 4 }],
        noun,
        referenceOf: (id) => `T-${id}`,
        act: async ({ id }) => {
          seen.push(id);
          if (id === 2) return 'unchanged';
          if (id === 3) throw new AppError('STALE_VERSION', 'changed since');
          if (id === 4) return { done: 'one more step' };
          return 'done';
        },
      },
    );
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(result).toEqual({
      done: [{ id: 1, reference: 'T-1' }, { id: 4, reference: 'T-4', note: 'one more step' }],
      unchanged: [{ id: 2, reference: 'T-2' }],
      refused: [{ id: 3, reference: 'T-3', code: 'STALE_VERSION', reason: 'changed since' }],
    });
  });

  it('goes on past a fault on one record, logs it and says it in plain words, not its text', async () => {
    const logger = log();
    const result = await actOnEach(
      { log: logger },
      {
        items: [{ id: 1 }, { id: 2 }],
        noun,
        referenceOf: (id) => `T-${id}`,
        act: async ({ id }) => {
          if (id === 1) throw new Error('connection reset: secret detail');
          return 'done';
        },
      },
    );
    expect(result.done).toEqual([{ id: 2, reference: 'T-2' }]);
    expect(result.refused).toEqual([
      // A list's record has a sentence of its own, said whole in each language; any other is a record.
      { id: 1, reference: 'T-1', code: 'INTERNAL_ERROR', reason: 'This record could not be changed just now; nothing of it changed. Please try again.' },
    ]);
    expect(logger.error).toHaveBeenCalledOnce();

    const inSpanish = await actOnEach(
      { log: log() },
      {
        items: [{ id: 1 }],
        noun: { one: 'case', many: 'cases' },
        referenceOf: (id) => `T-${id}`,
        act: async () => {
          throw new Error('connection reset');
        },
        locale: 'es',
      },
    );
    expect(inSpanish.refused[0]?.reason).toBe('Este caso no se pudo cambiar ahora mismo; no se cambió nada de él. Vuelva a intentarlo.');
  });

  it('compares versions as moments to the millisecond', () => {
    const now = new Date('2026-05-01T10:00:00.123Z');
    expect(changedSince(now, '2026-05-01T10:00:00.123Z')).toBe(false);
    expect(changedSince(now, '2026-05-01T12:00:00.123+02:00')).toBe(false);
    expect(changedSince(now, '2026-05-01T10:00:00.124Z')).toBe(true);
  });
});
