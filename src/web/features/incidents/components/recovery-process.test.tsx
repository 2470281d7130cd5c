import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { RecoveryProcess } from './recovery-process';

const doneSteps = () => screen.queryAllByText('Done', { exact: true }).length;

describe('RecoveryProcess', () => {
  it('shows every step done for a resolved case with money recovered, as its 100% stage says', () => {
    renderInApp(<RecoveryProcess facts={{ status: 'resolved', recovered: '950.00' }} />);
    expect(doneSteps()).toBe(5);
    expect(screen.queryByText('Your case is at this step')).toBeNull();
  });

  it('does not mark later steps done for a case that ended without money', () => {
    renderInApp(<RecoveryProcess facts={{ status: 'resolved', recovered: '0.00' }} />);
    expect(doneSteps()).toBe(1);
    expect(screen.getAllByText('Not reached: the case ended before this step')).toHaveLength(4);
  });

  it('marks the application step as current while recovery help is available', () => {
    renderInApp(<RecoveryProcess facts={{ status: 'recovery_available', recovered: '0.00' }} />);
    expect(doneSteps()).toBe(1);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain('2. Recovery Application');
  });
});
