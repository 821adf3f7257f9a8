import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { Hubs_HubFragment as Hub } from '@/generated/graphql';
import { hubInputSchema } from '../../domain/hubsAndTags/schemas';
import { useForm } from '../kit/forms/useForm';
import { COUNTRY_CHOICES, usePostalCodeLookup } from '../kit/orderForm/usePostalCodeLookup';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { hubDraft, hubInput } from './drafts';
import { HubCreateMutation, HubRetireMutation, HubUpdateMutation } from './hubsAndTags.graphql';

/** How the dialog ends: closed (the list reloads when something changed), or the list reloaded under it (a CONFLICT). */
export type Done = { close: (changed: boolean) => void; reload: () => void };

export type HubDialogProps = { hub: Hub | null; done: Done };

const LOOKUP = {
  failed: 'The postal code could not be looked up.',
  unknown: 'This postal code is not in the offline table: type the city, and the coordinates if dispatch needs them.',
};

/**
 * A hub's form: name, code, address (leaving the postal code fills the city and state from the offline table; the
 * server stores the coordinates it gives unless some are typed) and hours; an existing hub also has its Retire
 * button, which the server refuses, with the reason shown, while drivers are homed there.
 */
export const HubDialog = ({ hub, done }: HubDialogProps) => {
  const form = useForm(hubDraft(hub));
  const draft = form.values;
  const lookup = usePostalCodeLookup(LOOKUP);
  const [, sendCreate] = useMutation(HubCreateMutation);
  const [, sendUpdate] = useMutation(HubUpdateMutation);
  const [retiring, sendRetire] = useMutation(HubRetireMutation);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit: (event: FormEvent) => Promise<void> = form.submit(async () => {
    if (!form.check(hubInputSchema, hubInput(draft))) return;
    const input = hubInput(draft);
    const result = hub ? await sendUpdate({ id: hub.id, version: hub.version, input }) : await sendCreate({ input });
    if (result.error) return form.fail(recordRefusal(result.error, 'hub', done.reload));
    toast.success(`Hub ${draft.code.trim().toUpperCase()} ${hub ? 'saved' : 'added'}.`);
    done.close(true);
  });

  const retire = async () => {
    if (!hub) return;
    setRefusal(null);
    const result = await sendRetire({ id: hub.id, version: hub.version });
    if (result.error) return setRefusal(recordRefusal(result.error, 'hub', done.reload).message);
    toast.success(`Hub ${hub.code} retired.`);
    done.close(true);
  };

  return (
    <Dialog title={hub ? `Edit hub ${hub.code}` : 'New hub'} onClose={() => done.close(false)}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <div className="field-grid">
          <TextField label="Name" autoFocus {...form.text('name')} />
          <TextField label="Hub code" hint="Letters, digits and dashes: BOS, PHX-2." {...form.text('code')} />
          <TextField label="Address" {...form.text('address1')} />
          <TextField label="Address line 2" {...form.text('address2')} />
          <FieldSelect label="Country" choices={COUNTRY_CHOICES} {...form.text('country')} />
          <TextField
            label="Postal code"
            {...form.text('postalCode')}
            onBlur={() => lookup.locate(draft, ({ city, stateProvince }) => form.update({ city, stateProvince }))}
          />
          <TextField label="City" {...form.text('city')} />
          <TextField label="State or province" hint="Two letters: MA, ON." {...form.text('stateProvince')} />
          <TextField label="Latitude" hint="Leave blank to use the postal code's." inputMode="decimal" {...form.text('lat')} />
          <TextField label="Longitude" inputMode="decimal" {...form.text('lng')} />
        </div>
        {lookup.message && (
          <p className="muted" role="status">
            {lookup.message}
          </p>
        )}
        <TextField label="Hours" hint="As drivers should read them: Mon–Fri 7:00–18:00." {...form.text('hours')} />
        <FormButtons submit={hub ? 'Save' : 'Add hub'} busy={form.submitting} onCancel={() => done.close(false)} />
      </form>
      {hub && (
        <section className="form-section" aria-label={`Retire hub ${hub.code}`}>
          {hub.driverCount > 0 && (
            <p className="muted">
              {hub.driverCount} {hub.driverCount === 1 ? 'driver is' : 'drivers are'} homed here: give them another home hub before retiring
              it.
            </p>
          )}
          {refusal && <Alert tone="danger">{refusal}</Alert>}
          <ConfirmButton
            label="Retire"
            ariaLabel={`Retire hub ${hub.code}`}
            question="Retire this hub? It leaves the hub pickers; records that name it keep it."
            confirmLabel="Retire"
            busy={retiring.fetching}
            onConfirm={retire}
          />
        </section>
      )}
    </Dialog>
  );
};
