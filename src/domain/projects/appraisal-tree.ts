/** An input setting as stored: a node of its environment's tree. */
export interface SettingNode {
  id: number;
  input_field: string;
  input_value: string;
  parent_id: number | null;
}

export interface CostInputOfSetting {
  id: number;
  project_id: number;
  budget: number | null;
  out_turn: number | null;
  input_setting_id: number;
}

export interface AppraisalTreeNode {
  id: number;
  input_value: string;
  input_field: string;
  other_input_settings: AppraisalTreeNode[];
  project_cost_inputs: { id: number; project_id: number; budget: number | null; out_turn: number | null }[];
  parent_id: number | null;
}

/**
 * D-20: the APPRAISAL settings as a tree, each node with the cost inputs recorded against it. Settings
 * come in display order and keep it among their siblings; inputs keep the order given. Linear in the
 * number of settings and inputs. A setting whose parent is not among `settings` is a root.
 */
export function buildAppraisalTree(settings: SettingNode[], inputs: CostInputOfSetting[]): AppraisalTreeNode[] {
  const nodes = new Map<number, AppraisalTreeNode>();
  for (const s of settings) {
    nodes.set(s.id, {
      id: s.id,
      input_value: s.input_value,
      input_field: s.input_field,
      other_input_settings: [],
      project_cost_inputs: [],
      parent_id: s.parent_id,
    });
  }
  for (const input of inputs) {
    nodes.get(input.input_setting_id)?.project_cost_inputs.push({
      id: input.id,
      project_id: input.project_id,
      budget: input.budget,
      out_turn: input.out_turn,
    });
  }
  const roots: AppraisalTreeNode[] = [];
  for (const s of settings) {
    const node = nodes.get(s.id)!;
    const parent = s.parent_id === null ? undefined : nodes.get(s.parent_id);
    if (parent) parent.other_input_settings.push(node);
    else roots.push(node);
  }
  return roots;
}
