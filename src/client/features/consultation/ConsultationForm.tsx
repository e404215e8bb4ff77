import { useEffect, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import type { CountryCode } from 'libphonenumber-js';
import { toast } from '../../components/lazyToast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { isEnvelope } from '../../../shared/envelope';
import { CONSULTATION_FORM_MSG } from '../../../shared/messages/publicForms';
import { consultationSchema } from '../../../shared/validation/customer';
import { DEFAULT_PHONE_COUNTRY } from '../../../shared/validation/phone';
import { errorMessage } from '../../app/api';
import { CONTACT_FORM_FOCUS_WANTED } from '../../components/contactFormFocus';
import { dialogs } from '../../components/dialogs';
import { labelMovesWithoutScript } from '../../components/OutlinedTextField';
import { OutlinedNativeSelect } from '../../components/OutlinedNativeSelect';
import { PhoneField } from '../../components/PhoneField';
import { focusInPart } from '../../components/partFocus';
import { fieldValue, useServerForm } from '../../components/useServerForm';
import { useGetServiceOptionsQuery, useGetSiteConfigQuery, useSubmitConsultationMutation } from './consultationApi';
import { reportConversion } from './conversion';

const M = CONSULTATION_FORM_MSG;
/** Vietnam by default, these countries first. */
const PREFERRED_COUNTRIES: readonly CountryCode[] = ['VN', 'US', 'GB', 'FR', 'DE', 'JP', 'KR', 'CN'];

interface FormValues {
  name: string;
  phone: string;
  email: string;
  serviceId: number | '';
  description: string;
  /** The honeypot: people never see it, so it stays empty; a bot filling every field fills it. */
  website: string;
}
type Field = keyof FormValues;

const EMPTY: FormValues = { name: '', phone: '', email: '', serviceId: '', description: '', website: '' };
/** The fields typed as text, taken over as typed when the form sent by the server is hydrated. */
const TEXT_FIELDS = ['name', 'email', 'description', 'website'] as const;

/**
 * Out of sight and out of reach: moved off the screen (not `display: none`, which some bots
 * skip), never focused by the keyboard, hidden from screen readers, never autofilled.
 */
const HONEYPOT_SX = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' } as const;

/**
 * A field's label moves onto the outline by CSS while it is typed in before the script runs (the
 * form is sent by the server, see useServerForm); the fields carry a blank placeholder for it.
 */
const BLANK_PLACEHOLDER = ' ';
const GROWING_TEXTAREA_SX = { ...labelMovesWithoutScript, '& textarea': { fieldSizing: 'content', minHeight: '3lh' } } as const;

/** Whether the server refused the request for coming too often from this address (429). */
function isTooManyRequests(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && (error as { status: unknown }).status === 429;
}

/** The server's field errors of a refused request (400), when it sent any. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  return isEnvelope(data) && data.errors ? (data.errors as Partial<Record<Field, string>>) : null;
}

/**
 * The free-consultation form: validated with the schema POST /customer uses. Sent by the server
 * with the page and hydrated later (ConsultationSection): what was typed or chosen before is taken
 * over, and a submission made before is sent then (useServerForm).
 */
export function ConsultationForm({ idPrefix = 'consultation' }: { idPrefix?: string }) {
  const services = useGetServiceOptionsQuery();
  const { data: siteConfig } = useGetSiteConfigQuery();
  const [submit] = useSubmitConsultationMutation();
  const firstServiceId = services.data?.[0]?.id ?? '';

  useEffect(() => {
    if (services.isError) toast.error(M.servicesLoadFailed, { toastId: 'services-load-failed' });
  }, [services.isError]);

  const formik = useFormik<FormValues>({
    // The first service is preselected; with the list in the page's data (server-rendered), from the first render.
    initialValues: { ...EMPTY, serviceId: firstServiceId },
    validationSchema: consultationSchema,
    // Errors appear on submit and disappear as soon as the field is edited.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const body = consultationSchema.validateSync(values, { stripUnknown: true });
      void dialogs.loading(M.loadingTitle, M.loadingText);
      try {
        const res = await submit({ ...body, description: body.description || undefined, website: body.website || undefined }).unwrap();
        reportConversion(siteConfig?.adsConversionId);
        helpers.resetForm({ values: { ...EMPTY, serviceId: firstServiceId } });
        void dialogs.success(M.successTitle, res.message || M.defaultThanks);
      } catch (err) {
        const fieldErrors = serverFieldErrors(err);
        if (fieldErrors) helpers.setErrors(fieldErrors);
        // Too many requests from this address: the server's message says how long to wait.
        const detail = isTooManyRequests(err) ? errorMessage(err, M.submitFailed) : fieldErrors ? Object.values(fieldErrors)[0] : undefined;
        void dialogs.error(M.submitFailed, detail);
      }
    },
  });
  const { values, errors, setFieldValue, setFieldError } = formik;
  // Typed before the form was hydrated: the phone field takes over its own number (PhoneField).
  const serverForm = useServerForm((form) => {
    // Only what differs: each change is a render of the whole form.
    for (const field of TEXT_FIELDS) {
      const typed = fieldValue(form, field);
      if (typed && typed !== values[field]) void setFieldValue(field, typed, false);
    }
    const chosen = fieldValue(form, 'serviceId');
    if (chosen && Number(chosen) !== values.serviceId) void setFieldValue('serviceId', Number(chosen), false);
  });

  // Asked for by a button that scrolls to the form while its code was loading (scrollToContactForm).
  useEffect(() => {
    const section = serverForm.ref.current?.closest(`[${CONTACT_FORM_FOCUS_WANTED}]`);
    if (!section) return;
    section.removeAttribute(CONTACT_FORM_FOCUS_WANTED);
    focusInPart(section);
  }, [serverForm.ref]);

  // The first service is preselected once the list arrives.
  useEffect(() => {
    if (values.serviceId === '' && firstServiceId !== '') void setFieldValue('serviceId', firstServiceId, false);
  }, [firstServiceId, values.serviceId, setFieldValue]);

  const edit = (field: Field, value: string | number) => {
    void setFieldValue(field, value, false);
    if (errors[field]) setFieldError(field, undefined);
  };
  const onText = (field: Field) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(field, e.target.value);
  // The browser's own select (the phone's picker); an empty choice only until the first service is preselected.
  const serviceId = services.data?.some((s) => s.id === values.serviceId) ? values.serviceId : '';
  const serviceOptions = [...(serviceId === '' ? [{ value: '', label: '' }] : []), ...(services.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))];
  const errorProps = (field: Field) => ({ error: !!errors[field], helperText: errors[field] ?? ' ' });
  const id = (field: Field) => `${idPrefix}-${field}`;

  return (
    <Box component="form" {...serverForm} noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1, position: 'relative' }}>
      <TextField id={id('name')} name="name" label={M.nameLabel} required fullWidth autoComplete="name" placeholder={BLANK_PLACEHOLDER} value={values.name} onChange={onText('name')} {...errorProps('name')} sx={labelMovesWithoutScript} />
      <PhoneField
        id={id('phone')}
        name="phone"
        label={M.phoneLabel}
        required
        defaultCountry={DEFAULT_PHONE_COUNTRY}
        preferredCountries={PREFERRED_COUNTRIES}
        countryButtonLabel={M.phoneCountryButton}
        value={values.phone}
        onChange={(value) => edit('phone', value)}
        {...errorProps('phone')}
      />
      <TextField id={id('email')} name="email" type="email" label={M.emailLabel} required fullWidth autoComplete="email" placeholder={BLANK_PLACEHOLDER} value={values.email} onChange={onText('email')} {...errorProps('email')} sx={labelMovesWithoutScript} />
      <OutlinedNativeSelect
        id={id('serviceId')}
        name="serviceId"
        label={M.serviceLabel}
        required
        fullWidth
        value={String(serviceId)}
        options={serviceOptions}
        onChange={(e) => edit('serviceId', e.target.value === '' ? '' : Number(e.target.value))}
        {...errorProps('serviceId')}
      />
      <TextField
        id={id('description')}
        name="description"
        label={M.descriptionLabel}
        fullWidth
        multiline
        placeholder={BLANK_PLACEHOLDER}
        value={values.description}
        onChange={onText('description')}
        {...errorProps('description')}
        // A plain textarea that grows with its text by CSS, instead of MUI's TextareaAutosize, which
        // measures a hidden copy of it on mount: a forced layout of the whole page, the longest part
        // of showing the form on a budget phone. Where field-sizing is unknown it keeps its 3 rows.
        slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: 3 } }}
        sx={GROWING_TEXTAREA_SX}
      />
      <Box aria-hidden="true" sx={HONEYPOT_SX} data-testid="consultation-honeypot">
        <label htmlFor={id('website')}>{M.honeypotLabel}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={onText('website')} />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} sx={{ justifySelf: { xs: 'stretch', sm: 'start' }, px: 4 }}>
        {formik.isSubmitting ? M.submitting : M.submit}
      </Button>
    </Box>
  );
}
