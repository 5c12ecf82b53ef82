import { joiResolver } from '@hookform/resolvers/joi';
import { useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import {
  APPLICATION_MESSAGES,
  EMPTY_DRIVER_APPLICATION,
  driverApplicationSchema,
  emptyOwnerOperatorApplication,
  ownerOperatorApplicationSchema,
} from '@freight/contracts';
import { useShellServices } from '@freight/runtime';
import { Button, Dialog } from '@freight/ui';
import {
  useSubmitDriverApplicationMutation,
  useSubmitOwnerOperatorApplicationMutation,
} from './api';
import { FileField } from './FileField';
import { FieldGrid, PersonFields } from './PersonFields';
import { TruckFields } from './TruckFields';

export type ApplicationKind = 'driver' | 'owner-operator';

const TITLES: Record<ApplicationKind, string> = {
  driver: 'Driver Application',
  'owner-operator': 'Owner Operator Application',
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

const JOI_OPTIONS = { abortEarly: false, errors: { wrap: { label: false as const } } };

interface ChosenFile {
  file: File | null;
  error: string | null;
}

const NO_FILE: ChosenFile = { file: null, error: null };

function useSubmitApplication(kind: ApplicationKind) {
  const [submitDriver, driver] = useSubmitDriverApplicationMutation();
  const [submitOwner, owner] = useSubmitOwnerOperatorApplicationMutation();
  const submit = kind === 'driver' ? submitDriver : submitOwner;
  const isLoading = kind === 'driver' ? driver.isLoading : owner.isLoading;
  return { submit: (body: FormData) => submit(body).unwrap(), isLoading };
}

/** Text fields as the server reads them (joi converts numbers and booleans back). */
function toFormData(values: FieldValues, files: Record<string, File | null>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) body.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) body.append(name, file, file.name);
  }
  return body;
}

function ApplicationForm({ kind, onDone }: { kind: ApplicationKind; onDone: () => void }) {
  const { toast } = useShellServices();
  const form = useForm<FieldValues>({
    resolver: joiResolver(
      kind === 'driver' ? driverApplicationSchema : ownerOperatorApplicationSchema,
      JOI_OPTIONS,
    ),
    defaultValues: kind === 'driver' ? EMPTY_DRIVER_APPLICATION : emptyOwnerOperatorApplication(),
    mode: 'onTouched',
  });
  const [cdl, setCdl] = useState<ChosenFile>(NO_FILE);
  const [medical, setMedical] = useState<ChosenFile>(NO_FILE);
  const { submit, isLoading } = useSubmitApplication(kind);

  const onValid = async (values: FieldValues) => {
    if (!cdl.file) {
      toast.show({
        title: APPLICATION_MESSAGES.missingFileTitle,
        description: APPLICATION_MESSAGES.missingFileDescription,
        variant: 'destructive',
      });
      return;
    }
    try {
      await submit(toFormData(values, { cdlDocument: cdl.file, medicalCard: medical.file }));
      toast.show({
        title: APPLICATION_MESSAGES.successTitle,
        description: APPLICATION_MESSAGES.successDescription,
      });
      form.reset();
      setCdl(NO_FILE);
      setMedical(NO_FILE);
      onDone();
    } catch (error) {
      console.error('Application failed', error);
      toast.show({
        title: APPLICATION_MESSAGES.failureTitle,
        description: APPLICATION_MESSAGES.failureDescription,
        variant: 'destructive',
      });
    }
  };

  const onInvalid = () =>
    toast.show({
      title: APPLICATION_MESSAGES.invalidFormTitle,
      description: APPLICATION_MESSAGES.invalidFormDescription,
      variant: 'destructive',
    });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-label={TITLES[kind]}>
        <PersonFields />
        {kind === 'owner-operator' ? (
          <>
            <h3>Your Truck</h3>
            <TruckFields />
          </>
        ) : null}
        <h3>Documents</h3>
        <FieldGrid>
          <FileField
            label="CDL Document"
            required
            file={cdl.file}
            error={cdl.error}
            onChange={(file, error) => setCdl({ file, error })}
          />
          <FileField
            label="Medical Card (optional)"
            file={medical.file}
            error={medical.error}
            onChange={(file, error) => setMedical({ file, error })}
          />
        </FieldGrid>
        <Button type="submit" $block disabled={isLoading}>
          {isLoading ? APPLICATION_MESSAGES.submitting : APPLICATION_MESSAGES.submit}
        </Button>
      </Form>
    </FormProvider>
  );
}

export interface ApplicationDialogProps {
  kind: ApplicationKind;
  open: boolean;
  onClose: () => void;
}

/** The scrollable driver or owner-operator application; it resets and closes on success. */
export function ApplicationDialog({ kind, open, onClose }: ApplicationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={TITLES[kind]}>
      <ApplicationForm kind={kind} onDone={onClose} />
    </Dialog>
  );
}
