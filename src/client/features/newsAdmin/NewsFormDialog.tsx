import { useState } from 'react';
import { getIn, useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import type { NewsItem } from '../../../shared/types/news';
import type { NewsSectionInput } from '../../../shared/types/newsAdmin';
import { newsBodySchema, newsFormSchema } from '../../../shared/validation/newsAdmin';
import { errorMessage } from '../../app/api';
import { dialogs } from '../../components/dialogs';
import { ImageField } from './ImageField';
import { useCreateNewsMutation, useUpdateNewsMutation, useUploadImageMutation } from './newsAdminApi';
import { SectionsEditor } from './SectionsEditor';

interface Values {
  title: string;
  subtitle: string;
  author: string;
  image: string;
  sections: NewsSectionInput[];
}

const EMPTY: Values = { title: '', subtitle: '', author: '', image: '', sections: [] };

const valuesOf = (n: NewsItem): Values => ({
  title: n.title,
  subtitle: n.subtitle,
  author: n.author,
  image: n.image,
  sections: n.sections.map((s) => ({ title: s.title, content: s.content, icon: s.icon })),
});

/** The server's field errors of a refused save, when it sent some. */
function serverErrors(error: unknown): Record<string, string> | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data?: { errors?: Record<string, string> } }).data : undefined;
  return data?.errors ?? null;
}

/**
 * Create / edit an article with the shared schema. A chosen file is uploaded
 * through POST /upload at save time, and only when there is no URL; its URL is then saved.
 */
export function NewsFormDialog({ item, onClose }: { item?: NewsItem; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [createNews] = useCreateNewsMutation();
  const [updateNews] = useUpdateNewsMutation();
  const [uploadImage] = useUploadImageMutation();

  const formik = useFormik<Values>({
    initialValues: item ? valuesOf(item) : EMPTY,
    validateOnChange: false,
    validateOnBlur: false,
    validate: async (values) => {
      try {
        await validateYupSchema(values, newsFormSchema, false, { hasFile: !!file });
        return {};
      } catch (err) {
        return yupToFormErrors(err) as FormikErrors<Values>;
      }
    },
    onSubmit: async (values, helpers) => {
      if (item && !item.id) {
        void dialogs.error(M.missingId);
        return;
      }
      let image = values.image.trim();
      if (!image && file) {
        const uploaded = await uploadImage(file);
        if (!('data' in uploaded) || !uploaded.data) {
          void dialogs.error(M.uploadFailed, errorMessage(uploaded.error, M.unknownError));
          return;
        }
        image = uploaded.data;
        helpers.setFieldValue('image', image, false);
        setFile(null);
      }
      const body = newsBodySchema.cast({ ...values, image }, { stripUnknown: true });
      const res = item ? await updateNews({ id: item.id, body }) : await createNews(body);
      if ('data' in res && res.data) {
        toast.success(item ? M.updated : M.created);
        onClose();
        return;
      }
      const errors = serverErrors(res.error);
      if (errors) helpers.setErrors(errors as FormikErrors<Values>);
      void dialogs.error(item ? M.updateFailed : M.createFailed, errorMessage(res.error, M.unknownError));
    },
  });

  const busy = formik.isSubmitting;
  const field = (name: 'title' | 'subtitle' | 'author', extra: Record<string, unknown> = {}) => ({
    id: `news-${name}`,
    name,
    label: M.fields[name],
    value: formik.values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      formik.handleChange(e);
      formik.setFieldError(name, undefined);
    },
    error: !!formik.errors[name],
    helperText: formik.errors[name],
    disabled: busy,
    required: true,
    fullWidth: true,
    ...extra,
  });
  const titleId = item ? 'edit-news-title' : 'add-news-title';

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>{item ? M.editTitle : M.createTitle}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField {...field('title', { autoFocus: true })} />
            <TextField {...field('subtitle', { multiline: true, minRows: 2 })} />
            <TextField {...field('author')} />
            <ImageField
              url={formik.values.image}
              file={file}
              error={formik.errors.image}
              disabled={busy}
              onUrlChange={(url) => {
                void formik.setFieldValue('image', url, false);
                formik.setFieldError('image', undefined);
              }}
              onFileChange={(f) => {
                setFile(f);
                if (f) formik.setFieldError('image', undefined);
              }}
            />
            <SectionsEditor
              sections={formik.values.sections}
              errors={(i, f) => getIn(formik.errors, `sections[${i}].${f}`) ?? (formik.errors as Record<string, string>)[`sections[${i}].${f}`]}
              disabled={busy}
              onChange={(sections) => void formik.setFieldValue('sections', sections, false)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? M.saving : item ? M.save : M.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
