import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LOGIN_DELAY_MS } from '../../../shared/constants';
import { LOGIN_MSG } from '../../../shared/messages';
import { loginSchema } from '../../../shared/validation/auth';
import { errorMessage } from '../../app/api';
import { labelMovesWithoutScript } from '../../components/OutlinedTextField';
import { fieldValue, useServerForm } from '../../components/useServerForm';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../../shared/paths';
import { decodeClaims, session } from '../../app/session';
import { useLoginMutation } from './authApi';
import { signedIn } from '../../app/authSlice';

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The staff sign-in form. */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    // Errors appear on submit and clear as soon as the field is edited.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setFailure(null);
      // A deliberate 1.5 s loading state (the product asks for it), then the call.
      await delay(LOGIN_DELAY_MS);
      const res = await login({ username: values.username.trim(), password: values.password });
      const claims = 'data' in res && res.data ? decodeClaims(res.data.token) : null;
      if ('data' in res && res.data && claims) {
        session.save(res.data);
        dispatch(signedIn(claims));
        navigate(paths.admin.root, { replace: true });
        return;
      }
      const status = 'error' in res && res.error && 'status' in res.error ? res.error.status : null;
      // Too many attempts says how long to wait; every other failure gets the general text.
      setFailure(status === 429 ? errorMessage(res.error, LOGIN_MSG.failed) : LOGIN_MSG.failed);
    },
  });

  // Sent by the server (/login is rendered there): usable before its script has run, what was typed
  // then is the form's once hydrated, and a sign-in asked for then is made then (useServerForm).
  const serverForm = useServerForm((form) => {
    const typed = { username: fieldValue(form, 'username') ?? '', password: fieldValue(form, 'password') ?? '' };
    if (typed.username || typed.password) void formik.setValues(typed, false);
  });
  // The first field takes the focus when the form appears, unless the visitor is already in one
  // (typing before the script had run): not autoFocus, which hydration would apply regardless.
  const username = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!serverForm.ref.current?.contains(document.activeElement)) username.current?.focus();
  }, [serverForm.ref]);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(e);
    formik.setFieldError(e.target.name, undefined);
    setFailure(null);
  };

  const busy = formik.isSubmitting;
  return (
    <form noValidate {...serverForm} onSubmit={formik.handleSubmit} aria-label={LOGIN_MSG.title}>
      <Stack spacing={2.5}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          id="username"
          name="username"
          label={LOGIN_MSG.usernameLabel}
          autoComplete="username"
          placeholder=" "
          inputRef={username}
          value={formik.values.username}
          onChange={onChange}
          error={!!formik.errors.username}
          helperText={formik.errors.username}
          disabled={busy}
          fullWidth
          sx={labelMovesWithoutScript}
        />
        <TextField
          id="password"
          name="password"
          label={LOGIN_MSG.passwordLabel}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder=" "
          value={formik.values.password}
          onChange={onChange}
          error={!!formik.errors.password}
          helperText={formik.errors.password}
          disabled={busy}
          fullWidth
          sx={labelMovesWithoutScript}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? LOGIN_MSG.hidePassword : LOGIN_MSG.showPassword}
                    onClick={() => setShowPassword((v) => !v)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? LOGIN_MSG.submitting : LOGIN_MSG.submit}
        </Button>
      </Stack>
    </form>
  );
}
