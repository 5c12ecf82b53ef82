import {
  EQUIPMENT_STATUSES,
  EQUIPMENT_STATUS_LABELS,
  TRAILER_MAKE_LABELS,
  TRAILER_MODEL_LABELS,
  TRUCK_MAKE_LABELS,
  trailerSchema,
  truckSchema,
  type Trailer,
  type TrailerInput,
  type Truck,
  type TruckInput,
} from '@freight/contracts';
import { useSchemaForm } from '@freight/forms';
import { Field, Input, Select } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';

type Kind = 'truck' | 'trailer';
type EquipmentInput = TruckInput | TrailerInput;
interface EquipmentFormValues {
  unit: string;
  year: number | string;
  make: string;
  model: string;
  status: string;
  registrationExpiration: string;
  insuranceExpiration: string;
  inspectionExpiration: string;
}

/** The papers that run out (issue 22): the dashboard warns 30 days ahead. */
const PAPERS = [
  ['registrationExpiration', 'Registration expires'],
  ['insuranceExpiration', 'Insurance expires'],
  ['inspectionExpiration', 'Annual inspection due'],
] as const;

const TITLES: Record<Kind, { add: string; edit: string }> = {
  truck: { add: 'Create Truck', edit: 'Edit Truck' },
  trailer: { add: 'Create Trailer', edit: 'Edit Trailer' },
};

function Options({ labels }: { labels: Record<string, string> }) {
  return (
    <>
      <option value="">Select...</option>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

interface EquipmentFormProps {
  kind: Kind;
  item?: Truck | Trailer;
  busy: boolean;
  onSave: (input: EquipmentInput) => void;
  onClose: () => void;
}

/**
 * Create or edit a truck or trailer: unit, year, make (from the list), model, status and the
 * days its registration, insurance and annual inspection run out (optional).
 */
export function EquipmentForm({ kind, item, busy, onSave, onClose }: EquipmentFormProps) {
  const schema = kind === 'truck' ? truckSchema : trailerSchema;
  const form = useSchemaForm<EquipmentFormValues, EquipmentInput>({
    schema,
    defaultValues: item
      ? {
          unit: item.unit,
          year: item.year,
          make: item.make,
          model: item.model,
          status: item.status,
          registrationExpiration: item.registrationExpiration,
          insuranceExpiration: item.insuranceExpiration,
          inspectionExpiration: item.inspectionExpiration,
        }
      : {
          unit: '',
          year: '',
          make: '',
          model: '',
          status: 'available',
          registrationExpiration: '',
          insuranceExpiration: '',
          inspectionExpiration: '',
        },
  });
  const title = item ? TITLES[kind].edit : TITLES[kind].add;

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      busy={busy}
      dirty={form.formState.isDirty}
      submitLabel={item ? 'Save' : title}
      onSubmit={form.handleSubmit(onSave)}
    >
      <Field label="Unit" {...form.field('unit')}>
        <Input {...form.input('unit')} />
      </Field>
      <Field label="Year" {...form.field('year')}>
        <Input type="number" {...form.input('year')} />
      </Field>
      <Field label="Make" {...form.field('make')}>
        <Select {...form.input('make')}>
          <Options labels={kind === 'truck' ? TRUCK_MAKE_LABELS : TRAILER_MAKE_LABELS} />
        </Select>
      </Field>
      <Field label="Model" {...form.field('model')}>
        {kind === 'truck' ? (
          <Input {...form.input('model')} />
        ) : (
          <Select {...form.input('model')}>
            <Options labels={TRAILER_MODEL_LABELS} />
          </Select>
        )}
      </Field>
      <Field label="Status" {...form.field('status')}>
        <Select {...form.input('status')}>
          {EQUIPMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {EQUIPMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      {PAPERS.map(([name, label]) => (
        <Field key={name} label={label} {...form.field(name)}>
          <Input type="date" {...form.input(name)} />
        </Field>
      ))}
    </FormDialog>
  );
}
