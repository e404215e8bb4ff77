import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { formatOpeningHours } from '../../../shared/chatHours';
import { CHAT_AVAILABILITY_MSG as M } from '../../../shared/messages/chatAvailability';
import { selectUserId } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { OpeningHoursDialog } from './OpeningHoursDialog';
import { useGetStaffAvailabilityQuery, useSetAwayMutation } from './availabilityApi';

/**
 * Who is on duty (names; those away marked), whether visitors are told nobody is here, one's own
 * "away" switch and the opening hours with their dialog. Kept current by /topic/admin/availability.
 */
export function StaffAvailabilityBar() {
  const myId = useAppSelector(selectUserId);
  const { data } = useGetStaffAvailabilityQuery();
  const [setAway, { isLoading }] = useSetAwayMutation();
  const [hoursOpen, setHoursOpen] = useState(false);
  if (!data) return null;

  const me = data.staff.find((s) => s.id === myId);
  const names = data.staff.map((s) => (s.away ? `${s.name}${M.console.awaySuffix}` : s.name));
  const onDuty = data.staff.some((s) => !s.away);
  const toggleAway = async () => {
    const res = await setAway(!me?.away);
    if ('error' in res) toast.error(M.console.awayFailed);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, borderRadius: 1, border: 1, borderColor: data.available ? 'success.main' : 'warning.main' }}>
      <Box role="status" sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {names.length ? M.console.onDuty(names.join(', ')) : M.console.nobody}
        </Typography>
        {(!data.withinHours || (names.length > 0 && !onDuty)) && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {data.withinHours ? M.console.nobody : M.console.outsideHours}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {M.console.hours}: {formatOpeningHours(data.hours)}
        </Typography>
      </Box>
      <FormControlLabel
        control={<Switch checked={me?.away ?? false} disabled={!me || isLoading} onChange={() => void toggleAway()} slotProps={{ input: { 'aria-describedby': 'away-help' } }} />}
        label={M.console.away}
      />
      <Typography id="away-help" variant="caption" sx={{ display: 'none' }}>
        {M.console.awayHelp}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => setHoursOpen(true)}>
        {M.console.hours}
      </Button>
      {hoursOpen && <OpeningHoursDialog hours={data.hours} onClose={() => setHoursOpen(false)} />}
    </Box>
  );
}
