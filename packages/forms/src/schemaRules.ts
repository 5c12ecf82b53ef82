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

interface When {
  then?: Joi.Schema;
  otherwise?: Joi.Schema;
}

const NONE: FieldRules = { input: {}, required: false };

// joi's browser build (what webpack bundles) has no describe(): the schema is read through
// joi's extension API ($_terms, $_getFlag, $_getRule), which every build has.
const keysOf = (schema: Joi.Schema): Array<{ key: string; schema: Joi.Schema }> =>
  schema.$_terms.keys ?? [];
const itemsOf = (schema: Joi.Schema): Joi.Schema[] => schema.$_terms.items ?? [];
const whensOf = (schema: Joi.Schema): When[] => schema.$_terms.whens ?? [];

/** The schema at `path` ('fuelInfo.fuelPrice', 'waypoints.0'); array indexes read the item. */
function at(schema: Joi.Schema, path: string): Joi.Schema | undefined {
  let node: Joi.Schema | undefined = schema;
  for (const part of path.split('.')) {
    if (!node) return undefined;
    node = /^\d+$/.test(part)
      ? itemsOf(node)[0]
      : keysOf(node).find((child) => child.key === part)?.schema;
  }
  return node;
}

/** A conditional field (`Joi.when`) states the rules of the branch where it is asked for. */
function branch(schema: Joi.Schema): { node: Joi.Schema; conditional: boolean } {
  const when = whensOf(schema)[0];
  if (!when) return { node: schema, conditional: false };
  const then = when.then?.$_getFlag('presence') === 'forbidden' ? when.otherwise : when.then;
  return { node: then ?? schema, conditional: true };
}

function limit(node: Joi.Schema, ...names: string[]): number | undefined {
  for (const name of names) {
    const value: unknown = node.$_getRule(name)?.args?.limit;
    if (typeof value === 'number') return value;
  }
  return undefined;
}

function numberRules(node: Joi.Schema): InputRules {
  const precision = limit(node, 'precision');
  const integer = node.$_getRule('integer') !== undefined;
  const rules: InputRules = {
    step: integer ? 1 : precision !== undefined ? 1 / 10 ** precision : 'any',
  };
  const min = limit(node, 'min', 'greater');
  const max = limit(node, 'max', 'less');
  if (min !== undefined) rules.min = min;
  if (max !== undefined) rules.max = max;
  return rules;
}

/** Required and not satisfied by an empty input (`allow('')`). */
function mustBeFilled(node: Joi.Schema): boolean {
  if (node.$_getFlag('presence') !== 'required') return false;
  return node.type !== 'string' || node.validate('').error !== undefined;
}

// Each form asks for every field's rules on every render (each keystroke); reading them runs a
// validation (`mustBeFilled`), so they are kept per schema object and path. Schemas are immutable.
const cache = new WeakMap<Joi.Schema, Map<string, FieldRules>>();

/**
 * The input attributes and required mark of the field at `path` of an object schema, read from
 * the schema itself: limits are stated once, in the contracts.
 */
export function rulesOf(schema: Joi.Schema, path: string): FieldRules {
  let known = cache.get(schema);
  if (!known) cache.set(schema, (known = new Map()));
  let rules = known.get(path);
  if (!rules) known.set(path, (rules = readRules(schema, path)));
  return rules;
}

function readRules(schema: Joi.Schema, path: string): FieldRules {
  const found = at(schema, path);
  if (!found) return NONE;
  const { node, conditional } = branch(found);
  const required = !conditional && mustBeFilled(node);
  const input: InputRules = {};
  if (node.type === 'string') {
    const maxLength = limit(node, 'max', 'length');
    if (maxLength !== undefined) input.maxLength = maxLength;
  }
  if (node.type === 'number') Object.assign(input, numberRules(node));
  if (required) input['aria-required'] = true;
  return { input, required };
}
