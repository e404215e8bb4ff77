import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { toast } from 'react-toastify';
import type { OpeningDay } from '../../../shared/chatHours';
import { isEnvelope } from '../../../shared/envelope';
import { CHAT_AVAILABILITY_MSG as M } from '../../../shared/messages/chatAvailability';
import { rowErrors, toDays, toRows, type OpeningRow } from './openingHoursForm';
import { useSetOpeningHoursMutation } from './availabilityApi';
import { BusyButton } from '../../components/BusyButton';

/**
 * The chat's opening hours, a row a weekday: "open" and the two times (HH:MM, Vietnam time; a day
 * may end at 24:00). Checked with the server's schema before saving; each day's problem is said
 * under it and tied to its fields.
 */
export function OpeningHoursDialog({ hours, onClose }: { hours: readonly OpeningDay[]; onClose: () => void }) {
  const [rows, setRows] = useState<OpeningRow[]>(() => toRows(hours));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [save, { isLoading }] = useSetOpeningHoursMutation();

  const change = (day: number, patch: Partial<OpeningRow>) => setRows((rs) => rs.map((r) => (r.day === day ? { ...r, ...patch } : r)));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = rowErrors(rows);
    setErrors(found);
    if (Object.keys(found).length) return;
    const res = await save(toDays(rows));
    if ('data' in res) {
      toast.success(M.dialog.saved);
      onClose();
      return;
    }
    const data = res.error && typeof res.error === 'object' && 'data' in res.error ? res.error.data : null;
    toast.error(isEnvelope(data) ? data.message : M.dialog.saveFailed);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="opening-hours-title" maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="opening-hours-title">{M.dialog.title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {errors[0] && <FormHelperText error>{errors[0]}</FormHelperText>}
          {rows.map((r) => {
            const name = M.dayLong[r.day - 1]!;
            const error = errors[r.day];
            const errorId = `opening-hours-error-${r.day}`;
            const time = (field: 'opens' | 'closes', label: string) => (
              <TextField
                size="small"
                label={label}
                value={r[field]}
                disabled={!r.open}
                error={Boolean(error)}
                onChange={(e) => change(r.day, { [field]: e.target.value })}
                placeholder="08:00"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, 'aria-describedby': error ? errorId : undefined } }}
                sx={{ width: 150 }}
              />
            );
            return (
              <Box key={r.day} role="group" aria-label={name}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
                  <FormControlLabel
                    sx={{ width: 150 }}
                    control={<Checkbox checked={r.open} onChange={(e) => change(r.day, { open: e.target.checked })} slotProps={{ input: { 'aria-label': M.dialog.open(name) } }} />}
                    label={name}
                  />
                  {time('opens', M.dialog.opens(name))}
                  {time('closes', M.dialog.closes(name))}
                </Box>
                {error && (
                  <FormHelperText error id={errorId}>
                    {error}
                  </FormHelperText>
                )}
              </Box>
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{M.dialog.cancel}</Button>
          <BusyButton type="submit" variant="contained" busy={isLoading}>
            {M.dialog.save}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
