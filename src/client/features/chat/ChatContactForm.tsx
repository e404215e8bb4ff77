import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isEnvelope } from '../../../shared/envelope';
import { CHAT_LEADS_MSG } from '../../../shared/messages/chatLeads';
import { chatContactSchema } from '../../../shared/validation/chatLeads';
import { errorMessage } from '../../app/api';
import { useSaveChatContactMutation } from './chatApi';

const M = CHAT_LEADS_MSG.contact;

interface Values {
  name: string;
  phone: string;
  email: string;
}
type Field = keyof Values;
const EMPTY: Values = { name: '', phone: '', email: '' };

/** The server's field errors of a refused contact (400), when it sent any. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  return isEnvelope(data) && data.errors ? (data.errors as Partial<Record<Field, string>>) : null;
}

export interface ChatContactFormProps {
  guestId: string;
  /** Closes the form (its "Đóng" button; not called after saving, so the thanks stay readable). */
  onClose?: () => void;
  idPrefix?: string;
  /** Brings the focus back to the name field each time it changes (the form also takes it when it opens). */
  focusRequest?: number;
}

/**
 * A chat visitor's name and phone or e-mail, checked with the schema POST /chat/{guestId}/contact
 * uses (the consultation form's rules and messages). Self-contained: it needs only the guest id, so
 * it can be shown from the panel's action or when nobody is there to answer.
 */
export function ChatContactForm({ guestId, onClose, idPrefix = 'chat-contact', focusRequest = 0 }: ChatContactFormProps) {
  const [save] = useSaveChatContactMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), [focusRequest]);

  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: chatContactSchema,
    // Errors appear on submit and go as soon as the field is edited, as in the consultation form.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const body = chatContactSchema.validateSync(values, { stripUnknown: true });
      setOutcome(null);
      try {
        const res = await save({ guestId, contact: { name: body.name, phone: body.phone || undefined, email: body.email || undefined } }).unwrap();
        setOutcome({ ok: true, text: res.message || M.saved });
      } catch (err) {
        const fieldErrors = serverFieldErrors(err);
        if (fieldErrors) helpers.setErrors(fieldErrors);
        setOutcome({ ok: false, text: fieldErrors ? (Object.values(fieldErrors)[0] ?? M.failed) : errorMessage(err, M.failed) });
      }
    },
  });
  const { values, errors, setFieldValue, setFieldError } = formik;
  const edit = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    void setFieldValue(field, e.target.value, false);
    if (errors[field]) setFieldError(field, undefined);
  };
  const id = (field: Field) => `${idPrefix}-${field}`;
  const props = (field: Field) => ({
    id: id(field),
    name: field,
    size: 'small' as const,
    fullWidth: true,
    value: values[field],
    onChange: edit(field),
    error: !!errors[field],
    helperText: errors[field] ?? ' ',
  });

  return (
    <Box component="form" noValidate aria-labelledby={`${idPrefix}-title`} onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 0.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={`${idPrefix}-title`} variant="subtitle2" component="h3">
        {M.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {M.intro}
      </Typography>
      <TextField {...props('name')} label={M.nameLabel} required autoComplete="name" inputRef={nameInput} />
      <TextField {...props('phone')} label={M.phoneLabel} type="tel" autoComplete="tel" />
      <TextField {...props('email')} label={M.emailLabel} type="email" autoComplete="email" />
      <Box role="status" aria-live="polite">
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
            {outcome.text}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onClose && (
          <Button type="button" onClick={onClose}>
            {M.cancel}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? M.submitting : M.submit}
        </Button>
      </Box>
    </Box>
  );
}

export default ChatContactForm;
