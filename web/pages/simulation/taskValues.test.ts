// The task form's values as the server's bodies: what a filled form sends passes the contract's
// complete schema, what a half-filled one sends passes the draft schema, and a task read back
// fills the form with the same values.
import { describe, expect, it } from 'vitest';
import { completeBody, draftBody } from '../../../contract/simulation.ts';
import type { SimulationDetail } from '../../api/simulation.ts';
import { bodyOf, formFieldOf, hasValue, valuesOf } from './taskValues.ts';
import type { TaskValues } from './taskValues.ts';

const file = (fileId: number, name: string) => ({ fileId, name, size: 1024 });
const complete: TaskValues = {
  simulationType: 'sipi',
  platformId: 3,
  projectId: 7,
  designName: ' EVB01 ',
  boardVersion: 'V2',
  layerCount: 8,
  unit: 'mil',
  boardThickness: '62.5',
  maxFrequency: '16',
  targetImpedance: '50',
  contactName: 'Chen Yu',
  contactEmail: 'chen.yu@acme.com',
  remark: '',
  board: file(11, 'main.brd'),
  stackup: file(12, 'stack.xlsx'),
  netlist: file(13, 'net.ipc'),
};

describe('the task form and its bodies', () => {
  it('a complete form sends what submit takes, trimmed, files by id', () => {
    const body = bodyOf(complete);
    expect(completeBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ designName: 'EVB01', boardFileId: 11, stackupFileId: 12, netlistFileId: 13 });
  });

  it('a half-filled form is a valid draft but not a submission', () => {
    const body = bodyOf({ designName: 'EVB01', board: file(11, 'main.brd') });
    expect(draftBody.safeParse(body).success).toBe(true);
    expect(completeBody.safeParse(body).success).toBe(false);
    expect(body).toMatchObject({ simulationType: null, layerCount: null, stackupFileId: null, maxFrequency: '' });
  });

  it('a task read back fills the form with what it holds', () => {
    const stored = (fileId: number, role: 'board' | 'stackup' | 'netlist', name: string) => ({
      ...file(fileId, name),
      role,
      sha256: 'ab',
    });
    const task = {
      ...bodyOf(complete),
      board: stored(11, 'board', 'main.brd'),
      stackup: stored(12, 'stackup', 'stack.xlsx'),
      netlist: stored(13, 'netlist', 'net.ipc'),
    } as unknown as SimulationDetail;
    expect(bodyOf(valuesOf(task))).toEqual(bodyOf(complete));
  });

  it('tells filled fields from empty ones (what Save draft checks)', () => {
    expect([hasValue('x'), hasValue(0), hasValue(file(1, 'a'))]).toEqual([true, true, true]);
    expect([hasValue(''), hasValue('  '), hasValue(null), hasValue(undefined)]).toEqual([false, false, false, false]);
  });

  it('maps a server error’s field to the form field, files by their role', () => {
    expect(formFieldOf('designName')).toBe('designName');
    expect(formFieldOf('netlistFileId')).toBe('netlist');
    expect(formFieldOf('body')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});
