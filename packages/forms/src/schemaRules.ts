import type Joi from 'joi';

/** What an input states of its schema: the browser then refuses what the API would. */
export interface InputRules {
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number | 'any';
  'aria-required'?: true;
}

export interface FieldRules {
  input: InputRules;
  /** The field must be filled in (its label is marked). */
  required: boolean;
}

interface Description {
  type?: string;
  flags?: { presence?: string };
  rules?: Array<{ name: string; args?: { limit?: unknown } }>;
  allow?: unknown[];
  keys?: Record<string, Description>;
  items?: Description[];
  whens?: Array<{ then?: Description; otherwise?: Description }>;
}

const NONE: FieldRules = { input: {}, required: false };
const descriptions = new WeakMap<Joi.Schema, Description>();

function describe(schema: Joi.Schema): Description {
  let description = descriptions.get(schema);
  if (!description) {
    description = schema.describe() as Description;
    descriptions.set(schema, description);
  }
  return description;
}

/** The description at `path` ('fuelInfo.fuelPrice', 'waypoints.0'); array indexes read the item. */
function at(description: Description, path: string): Description | undefined {
  let node: Description | undefined = description;
  for (const part of path.split('.')) {
    if (!node) return undefined;
    node = /^\d+$/.test(part) ? node.items?.[0] : node.keys?.[part];
  }
  return node;
}

/** A conditional field (`Joi.when`) states the rules of the branch where it is asked for. */
function branch(description: Description): { node: Description; conditional: boolean } {
  const when = description.whens?.[0];
  if (!when) return { node: description, conditional: false };
  const then = when.then?.flags?.presence === 'forbidden' ? when.otherwise : when.then;
  return { node: then ?? description, conditional: true };
}

function limit(node: Description, ...names: string[]): number | undefined {
  const rule = node.rules?.find((item) => names.includes(item.name));
  return typeof rule?.args?.limit === 'number' ? rule.args.limit : undefined;
}

function numberRules(node: Description): InputRules {
  const precision = limit(node, 'precision');
  const integer = node.rules?.some((rule) => rule.name === 'integer');
  const rules: InputRules = {
    step: integer ? 1 : precision !== undefined ? 1 / 10 ** precision : 'any',
  };
  const min = limit(node, 'min', 'greater');
  const max = limit(node, 'max', 'less');
  if (min !== undefined) rules.min = min;
  if (max !== undefined) rules.max = max;
  return rules;
}

/**
 * The input attributes and required mark of the field at `path` of an object schema, read from
 * the schema's own description: limits are stated once, in the contracts.
 */
export function rulesOf(schema: Joi.Schema, path: string): FieldRules {
  const found = at(describe(schema), path);
  if (!found) return NONE;
  const { node, conditional } = branch(found);
  const required =
    !conditional && node.flags?.presence === 'required' && !(node.allow ?? []).includes('');
  const input: InputRules = {};
  if (node.type === 'string') {
    const maxLength = limit(node, 'max', 'length');
    if (maxLength !== undefined) input.maxLength = maxLength;
  }
  if (node.type === 'number') Object.assign(input, numberRules(node));
  if (required) input['aria-required'] = true;
  return { input, required };
}
