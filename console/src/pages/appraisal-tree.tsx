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

/** The project's appraisal lines in the environment's tree of settings (D-20), as nested lists. */
export function AppraisalTree({ roots, projectId }: { roots: AppraisalNode[]; projectId: number }) {
  const shown = prune(roots, projectId);
  if (shown.length === 0) return <p>No appraisal lines.</p>;
  return <Branch nodes={shown} />;
}

function Branch({ nodes }: { nodes: AppraisalNode[] }) {
  return (
    <ul class="tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <span class="tree-label">{node.input_value}</span>
          {node.project_cost_inputs.map((line) => (
            <span class="tree-figures" key={line.id}>
              budget {formatMoney(line.budget)}, out-turn {formatMoney(line.out_turn)}
            </span>
          ))}
          {node.other_input_settings.length > 0 && <Branch nodes={node.other_input_settings} />}
        </li>
      ))}
    </ul>
  );
}
