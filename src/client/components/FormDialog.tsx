import type { ChangeEvent, FormEventHandler, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  /** The title's id, which names the dialog. */
  titleId: string;
  title: string;
  /** The id of a text that describes the dialog (whose password is changed). */
  describedBy?: string;
  maxWidth: 'xs' | 'sm' | 'md';
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The submit button's text (create, save), and its text while the form is sent. */
  texts: { cancel: string; submit: string; saving: string; restore?: string };
  /** Back to the values the dialog opened with (the errors go too); offered when editing. */
  onRestore?: () => void;
  children: ReactNode;
}

/**
 * The frame of a back-office form dialog: a form with a title, its fields, and Cancel, Restore
 * (when editing) and the submit button. While the form is sent everything is disabled and the
 * dialog cannot be closed.
 */
export function FormDialog({ titleId, title, describedBy, maxWidth, submitting, onSubmit, onClose, texts, onRestore, children }: Props) {
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} aria-describedby={describedBy} maxWidth={maxWidth} fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={submitting}>
            {texts.cancel}
          </Button>
          {onRestore && (
            <Button onClick={onRestore} disabled={submitting}>
              {texts.restore}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? texts.saving : texts.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The texts of a create / edit dialog. */
interface EditTexts {
  addTitle: string;
  editTitle: string;
  cancel: string;
  restore: string;
  create: string;
  save: string;
  saving: string;
}

/**
 * The FormDialog props of a Formik form that creates a `name` or, with `editing`, edits one:
 * titled and submitted accordingly, with Restore when editing.
 */
export function editDialogProps(
  formik: { isSubmitting: boolean; handleSubmit: FormEventHandler<HTMLFormElement>; resetForm: () => void },
  editing: boolean,
  name: string,
  M: EditTexts,
) {
  return {
    titleId: `${editing ? 'edit' : 'add'}-${name}-title`,
    title: editing ? M.editTitle : M.addTitle,
    submitting: formik.isSubmitting,
    onSubmit: formik.handleSubmit,
    onRestore: editing ? () => formik.resetForm() : undefined,
    texts: { cancel: M.cancel, restore: M.restore, submit: editing ? M.save : M.create, saving: M.saving },
  };
}

/** What `formFieldProps` reads of a Formik form. */
interface FormikFields<V> {
  values: V;
  errors: Partial<Record<keyof V, unknown>>;
  isSubmitting: boolean;
  handleChange: (e: ChangeEvent<HTMLInputElement>) => void;
  setFieldError: (field: string, message: string | undefined) => void;
}

/**
 * The props of a form's text fields: id, label, value, its error under it, disabled while the form
 * is sent. A field's error clears as soon as it is edited (the forms validate on submit only).
 */
export function formFieldProps<V extends { [K in keyof V]: string }>(formik: FormikFields<V>, idPrefix: string, labels: Record<keyof V, string>) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(e);
    formik.setFieldError(e.target.name, undefined);
  };
  return (name: keyof V & string, extra: Record<string, unknown> = {}) => ({
    id: `${idPrefix}-${name}`,
    name,
    label: labels[name],
    value: formik.values[name],
    onChange,
    error: !!formik.errors[name],
    helperText: formik.errors[name] as string | undefined,
    disabled: formik.isSubmitting,
    fullWidth: true,
    ...extra,
  });
}
