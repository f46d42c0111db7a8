import type { ComponentChildren } from 'preact';
import type { AppraisalNode } from '../api-types.ts';
import { formatMoney } from '../format.ts';

/** A node with this project's lines in it or below it; the environment's other settings are left out. */
function prune(nodes: AppraisalNode[], projectId: number): AppraisalNode[] {
  return nodes.flatMap((node) => {
    const children = prune(node.other_input_settings, projectId);
    const own = node.project_cost_inputs.filter((c) => c.project_id === projectId);
    return own.length > 0 || children.length > 0 ? [{ ...node, project_cost_inputs: own, other_input_settings: children }] : [];
  });
}

/** What an editor sees of a line (`label` is its setting's): its buttons after its figures, and the panel they open under it. */
export interface LineControls {
  buttons: (line: { id: number; label: string }) => ComponentChildren;
  panel: (line: { id: number; label: string }) => ComponentChildren;
}

/** The project's appraisal lines in the environment's tree of settings (D-20), as nested lists. */
export function AppraisalTree({ roots, projectId, controls }: { roots: AppraisalNode[]; projectId: number; controls?: LineControls }) {
  const shown = prune(roots, projectId);
  if (shown.length === 0) return <p>No appraisal lines.</p>;
  return <Branch nodes={shown} controls={controls} />;
}

function Branch({ nodes, controls }: { nodes: AppraisalNode[]; controls: LineControls | undefined }) {
  return (
    <ul class="tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <div class="tree-row">
            <span class="tree-label">{node.input_value}</span>
            {node.project_cost_inputs.map((line) => (
              <span class="tree-line" key={line.id} data-testid="appraisal-line">
                <span class="tree-figures">
                  budget {formatMoney(line.budget)}, out-turn {formatMoney(line.out_turn)}
                </span>
                {controls?.buttons({ id: line.id, label: node.input_value })}
              </span>
            ))}
          </div>
          {node.project_cost_inputs.map((line) => controls?.panel({ id: line.id, label: node.input_value }))}
          {node.other_input_settings.length > 0 && <Branch nodes={node.other_input_settings} controls={controls} />}
        </li>
      ))}
    </ul>
  );
}
