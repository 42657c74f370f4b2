import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/** A selection the executor will run: not under @skip(if: true) nor @include(if: false). */
function runs(node: SelectionNode, variables: GraphQLResolveInfo['variableValues']): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

/** The fields called `name` (whatever their alias) in the selection sets, fragments followed. */
function fieldsNamed(
  info: GraphQLResolveInfo,
  sets: readonly SelectionSetNode[],
  name: string,
): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (!runs(selection, info.variableValues)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  sets.forEach(visit);
  return found;
}

/**
 * Whether the operation asks, under the field being resolved, for the field at `path` (for
 * example ['termMonths', 'distributions']), as the executor will run it: aliases, fragments,
 * @skip and @include taken into account. Lets a resolver leave out what nobody reads.
 */
export function asksFor(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) {
    const fields = fieldsNamed(info, sets, name);
    if (fields.length === 0) return false;
    sets = fields.flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  }
  return true;
}
