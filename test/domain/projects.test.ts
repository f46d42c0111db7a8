import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildAppraisalTree } from '../../src/domain/projects/appraisal-tree.ts';
import { allowedNextStatuses, assertStatusChange, STATUS_ORDER } from '../../src/domain/projects/status.ts';
import { PROJECT_STATUSES } from '../../src/domain/projects/vocabulary.ts';

describe('project status transitions (D-39)', () => {
  it('orders every status of SPEC once', () => {
    assert.deepEqual([...STATUS_ORDER].sort(), [...PROJECT_STATUSES].sort());
  });

  it('allows one step forward or any step back, nearest first', () => {
    assert.deepEqual(allowedNextStatuses('NOT_YET_SECURED', false), ['PRE_CONTRACT']);
    assert.deepEqual(allowedNextStatuses('PENDING', false), ['IN_PROGRESS', 'PRE_CONTRACT', 'NOT_YET_SECURED']);
    assert.deepEqual(allowedNextStatuses('COMPLETED', false), [
      'DEFECTS_CORRECTION',
      'IN_PROGRESS',
      'PENDING',
      'PRE_CONTRACT',
      'NOT_YET_SECURED',
    ]);
  });

  it('checks every pair: forward by one, back by any, same is no move; ADMIN any', () => {
    for (const [i, from] of STATUS_ORDER.entries()) {
      for (const [j, to] of STATUS_ORDER.entries()) {
        const allowed = j === i + 1 || j <= i;
        const move = () => assertStatusChange(from, to, false, 'project_status');
        if (allowed) assert.doesNotThrow(move, `${from} → ${to}`);
        else assert.throws(move, /allowed from/, `${from} → ${to}`);
        assert.doesNotThrow(() => assertStatusChange(from, to, true, 'project_status'));
      }
    }
  });
});

describe('appraisal tree (D-20)', () => {
  it('nests settings under their parents in the given order and places each input on its setting', () => {
    const tree = buildAppraisalTree(
      [
        { id: 1, input_field: 'a', input_value: 'A', parent_id: null },
        { id: 2, input_field: 'a1', input_value: 'A1', parent_id: 1 },
        { id: 3, input_field: 'b', input_value: 'B', parent_id: null },
        { id: 4, input_field: 'a1x', input_value: 'A1x', parent_id: 2 },
        { id: 5, input_field: 'a2', input_value: 'A2', parent_id: 1 },
      ],
      [
        { id: 10, project_id: 7, budget: 1, out_turn: null, input_setting_id: 4 },
        { id: 11, project_id: 8, budget: 2, out_turn: 3, input_setting_id: 4 },
        { id: 12, project_id: 7, budget: null, out_turn: null, input_setting_id: 3 },
        { id: 13, project_id: 7, budget: 9, out_turn: 9, input_setting_id: 99 },
      ],
    );
    assert.deepEqual(tree.map((n) => n.id), [1, 3]);
    assert.deepEqual(tree[0]!.other_input_settings.map((n) => n.id), [2, 5]);
    const a1x = tree[0]!.other_input_settings[0]!.other_input_settings[0]!;
    assert.equal(a1x.parent_id, 2);
    assert.deepEqual(a1x.project_cost_inputs, [
      { id: 10, project_id: 7, budget: 1, out_turn: null },
      { id: 11, project_id: 8, budget: 2, out_turn: 3 },
    ]);
    assert.deepEqual(tree[1]!.project_cost_inputs.map((c) => c.id), [12]);
    assert.equal(JSON.stringify(tree).includes('"id":13'), false, 'an input of an unknown setting is left out');
  });
});
