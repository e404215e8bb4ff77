import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import { NEWS_ICONS, type NewsIcon } from '../../../shared/types/news';
import type { NewsSectionInput } from '../../../shared/types/newsAdmin';
import { DEFAULT_NEWS_ICON } from '../../../shared/validation/newsAdmin';
import { NewsSectionIcon } from '../../components/NewsSectionIcon';

interface Props {
  sections: NewsSectionInput[];
  errors: (i: number, field: keyof NewsSectionInput) => string | undefined;
  disabled: boolean;
  onChange: (sections: NewsSectionInput[]) => void;
}

function IconSelect({ id, value, onChange, disabled }: { id: string; value: NewsIcon; onChange: (v: NewsIcon) => void; disabled: boolean }) {
  return (
    <TextField id={id} select label={M.fields.sectionIcon} value={value} onChange={(e) => onChange(e.target.value as NewsIcon)} disabled={disabled} slotProps={{ select: { native: true } }} sx={{ minWidth: 170 }}>
      {NEWS_ICONS.map((icon) => (
        <option key={icon} value={icon}>
          {M.icons[icon]}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The sections of an article: the existing ones stay editable, and a new one is added only when
 * both its title and content are filled in. The icon defaults to BOOKOPEN.
 */
export function SectionsEditor({ sections, errors, disabled, onChange }: Props) {
  const [draft, setDraft] = useState<NewsSectionInput>({ title: '', content: '', icon: DEFAULT_NEWS_ICON });
  const canAdd = draft.title.trim() !== '' && draft.content.trim() !== '';
  const patch = (i: number, change: Partial<NewsSectionInput>) => onChange(sections.map((s, j) => (j === i ? { ...s, ...change } : s)));

  const add = () => {
    if (!canAdd) return;
    onChange([...sections, { title: draft.title.trim(), content: draft.content.trim(), icon: draft.icon }]);
    setDraft({ title: '', content: '', icon: DEFAULT_NEWS_ICON });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {M.sections}
      </Typography>
      {!sections.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {M.noSections}
        </Typography>
      )}
      <Box component="ol" aria-label={M.sections} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sections.map((s, i) => (
          <Paper component="li" variant="outlined" key={i} sx={{ p: 1.5, mb: 1.5, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <NewsSectionIcon icon={s.icon} label={M.icons[s.icon] ?? s.icon} size="small" />
              <Typography sx={{ fontWeight: 600, flex: 1 }}>{`${i + 1}. ${s.title}`}</Typography>
              <IconButton aria-label={M.removeSection(i + 1)} onClick={() => onChange(sections.filter((_, j) => j !== i))} disabled={disabled} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
            <TextField id={`section-${i}-title`} label={`${M.fields.sectionTitle} ${i + 1}`} value={s.title} onChange={(e) => patch(i, { title: e.target.value })} error={!!errors(i, 'title')} helperText={errors(i, 'title')} disabled={disabled} size="small" fullWidth />
            <TextField id={`section-${i}-content`} label={`${M.fields.sectionContent} ${i + 1}`} value={s.content} onChange={(e) => patch(i, { content: e.target.value })} error={!!errors(i, 'content')} helperText={errors(i, 'content')} disabled={disabled} size="small" fullWidth multiline minRows={2} />
            <IconSelect id={`section-${i}-icon`} value={s.icon} onChange={(icon) => patch(i, { icon })} disabled={disabled} />
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1, bgcolor: 'grey.50' }}>
        <Typography variant="body2" color="text.secondary">
          {M.sectionHint}
        </Typography>
        <TextField id="section-new-title" label={M.fields.sectionTitle} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} disabled={disabled} size="small" fullWidth />
        <TextField id="section-new-content" label={M.fields.sectionContent} value={draft.content} onChange={(e) => setDraft({ ...draft, content: e.target.value })} disabled={disabled} size="small" fullWidth multiline minRows={2} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <IconSelect id="section-new-icon" value={draft.icon} onChange={(icon) => setDraft({ ...draft, icon })} disabled={disabled} />
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={disabled || !canAdd}>
            {M.addSection}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
