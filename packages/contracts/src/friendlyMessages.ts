import type Joi from 'joi';

/**
 * What a person reads when a value is refused, for every rule the schemas use, in place of
 * joi's own wording ('"companyName" length must be less than or equal to 120 characters long',
 * 'must be in ISO 8601 date format', 'is not allowed to be empty'). `{#label}` is the field's
 * `.label()`; a field with messages of its own keeps them.
 */
export const FRIENDLY_MESSAGES: Joi.LanguageMessages = {
  'any.required': '{#label} is required',
  'any.only': '{#label} must be one of the listed choices',
  'any.invalid': '{#label} is not allowed',
  'any.unknown': '{#label} is not allowed',
  'string.base': '{#label} must be text',
  'string.empty': '{#label} is required',
  'string.min': '{#label} must be at least {#limit} characters',
  'string.max': '{#label} must be at most {#limit} characters',
  'string.length': '{#label} must be {#limit} characters',
  'string.email': 'Enter a valid email address',
  'string.pattern.base': '{#label} is not valid',
  'string.pattern.name': '{#label} is not valid',
  'string.hex': '{#label} is not valid',
  'string.isoDate': '{#label} must be a valid date',
  'string.uri': '{#label} must be a full web address',
  'string.uriCustomScheme': '{#label} must be a full web address',
  'number.base': '{#label} must be a number',
  'number.integer': '{#label} must be a whole number',
  'number.min': '{#label} must be at least {#limit}',
  'number.max': '{#label} must be at most {#limit}',
  'number.greater': '{#label} must be more than {#limit}',
  'number.less': '{#label} must be less than {#limit}',
  'number.positive': '{#label} must be more than 0',
  'number.precision': '{#label} has too many decimal places',
  'number.unsafe': '{#label} is too large',
  'boolean.base': '{#label} must be yes or no',
  'date.base': '{#label} must be a valid date',
  'date.format': '{#label} must be a valid date',
  'date.min': '{#label} is too early',
  'date.max': '{#label} is too late',
  'array.base': '{#label} must be a list',
  'array.max': '{#label} can have at most {#limit} items',
  'array.min': '{#label} needs at least {#limit} items',
  'array.unique': '{#label} lists the same item twice',
  'array.includes': '{#label} holds an item that is not valid',
  'object.base': '{#label} is not valid',
};

/** `{#label}`, `{#limit}` of a template filled from a refusal's context. */
function render(template: string, context: Record<string, unknown>): string {
  return template.replace(/\{#(\w+)\}/g, (_, name: string) => String(context[name] ?? ''));
}

/** The refusal as joi reports it to `any.error()`. */
interface Report {
  code: string;
  local: Record<string, unknown>;
  prefs?: { messages?: Record<string, unknown> };
  message: string | null;
}

/** A field's own message (or its `'*'`) for this code wins over the friendly one. */
const hasOwnMessage = ({ code, prefs }: Report) =>
  Boolean(prefs?.messages && (code in prefs.messages || '*' in prefs.messages));

function friendlier(reports: Report[]): Report[] {
  for (const report of reports) {
    const template = FRIENDLY_MESSAGES[report.code];
    if (typeof template === 'string' && !hasOwnMessage(report)) {
      report.message = render(template, report.local);
    }
  }
  return reports;
}

/**
 * A request or form schema that speaks to people: a refused field without a message of its own
 * gets the friendly one of the rule it failed, and labels go without quotes. It is joi's
 * `error()` hook of the object, run only when something is refused: messages set as
 * preferences of every field instead cost a merge (and deep copy) of them on each validation,
 * which made the API's validation several times slower. The API validates with the same
 * schema object, so the API's 400 and the form's field errors say the same thing.
 */
export function friendly<T extends Joi.ObjectSchema>(schema: T): T {
  // joi types the hook with its own ErrorReport; the fields read here are the ones it has.
  const hook = friendlier as unknown as (errors: Joi.ErrorReport[]) => Joi.ErrorReport[];
  return schema.error(hook).prefs({ errors: { wrap: { label: false } } }) as T;
}
