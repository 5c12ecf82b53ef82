import {
  EQUIPMENT_STATUSES,
  EQUIPMENT_STATUS_LABELS,
  TRAILER_MAKE_LABELS,
  TRAILER_MODEL_LABELS,
  TRUCK_MAKE_LABELS,
  equipmentYearMax,
  trailerSchema,
  truckSchema,
  type Trailer,
  type TrailerInput,
  type Truck,
  type TruckInput,
} from '@freight/contracts';
import { Field, Input, Select } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { joiFormResolver } from '../../shared/joiFormResolver';
import { FormDialog } from '../../shared/FormDialog';

type Kind = 'truck' | 'trailer';
type EquipmentInput = TruckInput | TrailerInput;
interface EquipmentFormValues {
  unit: string;
  year: number | string;
  make: string;
  model: string;
  status: string;
}

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

/** Create or edit a truck or trailer: unit, year, make (from the list), model and status. */
export function EquipmentForm({ kind, item, busy, onSave, onClose }: EquipmentFormProps) {
  const schema = kind === 'truck' ? truckSchema : trailerSchema;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EquipmentFormValues, unknown, EquipmentInput>({
    resolver: joiFormResolver<EquipmentFormValues, EquipmentInput>(schema as typeof truckSchema),
    defaultValues: item
      ? {
          unit: item.unit,
          year: item.year,
          make: item.make,
          model: item.model,
          status: item.status,
        }
      : { unit: '', year: '', make: '', model: '', status: 'available' },
  });
  const title = item ? TITLES[kind].edit : TITLES[kind].add;

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      busy={busy}
      submitLabel={item ? 'Save' : title}
      onSubmit={handleSubmit(onSave)}
    >
      <Field label="Unit" error={errors.unit?.message} required>
        <Input aria-required {...register('unit')} />
      </Field>
      <Field label="Year" error={errors.year?.message} required>
        <Input
          type="number"
          min="1950"
          max={equipmentYearMax()}
          aria-required
          {...register('year')}
        />
      </Field>
      <Field label="Make" error={errors.make?.message} required>
        <Select aria-required {...register('make')}>
          <Options labels={kind === 'truck' ? TRUCK_MAKE_LABELS : TRAILER_MAKE_LABELS} />
        </Select>
      </Field>
      <Field label="Model" error={errors.model?.message} required>
        {kind === 'truck' ? (
          <Input aria-required {...register('model')} />
        ) : (
          <Select aria-required {...register('model')}>
            <Options labels={TRAILER_MODEL_LABELS} />
          </Select>
        )}
      </Field>
      <Field label="Status">
        <Select {...register('status')}>
          {EQUIPMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {EQUIPMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
