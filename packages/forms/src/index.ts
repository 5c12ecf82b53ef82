export { useSchemaForm } from './useSchemaForm';
export type { SchemaForm, SchemaFormOptions } from './useSchemaForm';
export { pathName, schemaResolver, VALIDATION_OPTIONS } from './schemaResolver';
export type { ContractSchema, RequestPath, RequestShape, SchemaSource } from './schemaResolver';
export { rulesOf } from './schemaRules';
export type { FieldRules, InputRules } from './schemaRules';
export { UnreachableAlert } from './UnreachableAlert';
export { useMutationToast } from './useMutationToast';
export { SchemaFormProvider, useSchemaFormContext } from './SchemaFormProvider';
