import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NEWSLETTER_MSG } from '../../../shared/messages/publicForms';
import { errorMessage } from '../../app/api';
import { dialogs } from '../../components/dialogs';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { fieldValue, useServerForm } from '../../components/useServerForm';
import { useSubscribeNewsletterMutation } from './newsletterApi';

const M = NEWSLETTER_MSG;

/**
 * The footer's newsletter form: an e-mail field that is required (submitting
 * empty does nothing), a non-dismissible processing dialog, then success / already registered
 * (field cleared) or error (field kept; after too many subscriptions from one address, the
 * server's message saying how long to wait).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  // Typeable as soon as it is on screen, before the footer is hydrated (useServerForm).
  const serverForm = useServerForm((form) => setEmail(fieldValue(form, 'email') ?? ''));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const address = email.trim();
    if (!address || isLoading) return;
    void dialogs.loading(M.processingTitle, M.processingText);
    try {
      const added = await subscribe(address).unwrap();
      setEmail('');
      void (added ? dialogs.success(M.successTitle, M.successText) : dialogs.info(M.existsTitle, M.existsText));
    } catch (err) {
      // Too many subscriptions from this address: the server's message says how long to wait.
      const tooMany = !!err && typeof err === 'object' && 'status' in err && err.status === 429;
      void dialogs.error(M.errorTitle, tooMany ? errorMessage(err, M.errorText) : M.errorText);
    }
  };

  return (
    <Box component="form" {...serverForm} onSubmit={onSubmit} aria-label={M.heading} sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <OutlinedTextField
        type="email"
        name="email"
        label={M.emailLabel}
        required
        size="small"
        fullWidth
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 254 } }}
        sx={{ bgcolor: 'common.white', borderRadius: 1, '& .MuiInputLabel-root.MuiInputLabel-shrink': { bgcolor: 'common.white', px: 0.5, borderRadius: 0.5 } }}
      />
      <Button type="submit" variant="contained" color="secondary" disabled={isLoading} sx={{ flexShrink: 0, minWidth: 110 }}>
        {isLoading ? M.sending : M.submit}
      </Button>
    </Box>
  );
}
