import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { SERVICE_PAGE_MSG } from '../../../shared/messages/servicePages';
import type { PricingPlan } from '../../../shared/types/servicePage';
import { ContactFormButton } from './ContactFormButton';

interface Props {
  plans: PricingPlan[];
  /** "feature": one wide plan with its picture; "card": a row of plan cards. */
  layout: 'feature' | 'card';
  note?: string;
}

const featureText = (f: PricingPlan['features'][number]) => (typeof f === 'string' ? f : f.text);

/** Pricing plans; every button scrolls to the consultation form. */
export function PricingPlans({ plans, layout, note }: Props) {
  return (
    <>
      <Box
        sx={{
          display: 'grid', gap: 3, alignItems: 'stretch',
          gridTemplateColumns: layout === 'feature' || plans.length === 1 ? 'minmax(0, 1fr)' : { xs: 'minmax(0, 1fr)', md: `repeat(${Math.min(plans.length, 3)}, minmax(0, 1fr))` },
          maxWidth: layout === 'card' && plans.length === 1 ? 480 : 'none', mx: 'auto',
        }}
      >
        {plans.map((plan) => (layout === 'feature' ? <FeaturePlan key={plan.id} plan={plan} /> : <CardPlan key={plan.id} plan={plan} />))}
      </Box>
      {note && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          {note}
        </Typography>
      )}
    </>
  );
}

function Price({ plan }: { plan: PricingPlan }) {
  return (
    <Typography component="p" sx={{ fontWeight: 800, color: 'secondary.main', fontSize: { xs: 30, md: 36 }, lineHeight: 1.2, my: 1.5 }}>
      <span>{plan.price}</span>
      {plan.currency && (
        <Box component="span" sx={{ fontSize: '0.55em', ml: 0.75 }}>
          {plan.currency}
        </Box>
      )}
    </Typography>
  );
}

function Features({ plan }: { plan: PricingPlan }) {
  return (
    <Box component="ul" aria-label={`Quyền lợi của ${plan.title}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {plan.features.map((f) => (
        <Box component="li" key={featureText(f)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <CheckIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
          <span>{featureText(f)}</span>
        </Box>
      ))}
    </Box>
  );
}

function PlanButton({ plan }: { plan: PricingPlan }) {
  return (
    <ContactFormButton variant={plan.featured ? 'contained' : 'outlined'} size="large" fullWidth sx={{ mt: 3 }}>
      {plan.buttonText ?? SERVICE_PAGE_MSG.pricingButton}
    </ContactFormButton>
  );
}

function FeaturePlan({ plan }: { plan: PricingPlan }) {
  return (
    <Paper component="article" aria-label={plan.title} elevation={3} sx={{ borderRadius: 4, overflow: 'hidden', display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: plan.image ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 1fr)' } }}>
      {plan.image && (
        <Box sx={{ bgcolor: '#eaf2fb', display: 'grid', placeItems: 'center', p: 3 }}>
          <Box component="img" src={plan.image} alt={plan.imageAlt ?? ''} width={360} height={270} loading="lazy" sx={{ width: '100%', maxWidth: 360, height: 'auto' }} />
        </Box>
      )}
      <Box sx={{ p: { xs: 3, md: 5 }, minWidth: 0 }}>
        {plan.featured && <Chip color="secondary" size="small" label={SERVICE_PAGE_MSG.featuredPlan} sx={{ mb: 1 }} />}
        <Typography component="h3" variant="h5" sx={{ fontWeight: 800 }}>
          {plan.title}
        </Typography>
        <Typography color="text.secondary">{plan.description}</Typography>
        <Price plan={plan} />
        <Features plan={plan} />
        {plan.customContent && (
          <Typography variant="body2" sx={{ mt: 2, p: 1.5, bgcolor: '#fff7e6', borderRadius: 2 }}>
            {plan.customContent}
          </Typography>
        )}
        <PlanButton plan={plan} />
      </Box>
    </Paper>
  );
}

function CardPlan({ plan }: { plan: PricingPlan }) {
  return (
    <Paper
      component="article"
      aria-label={plan.title}
      elevation={plan.featured ? 6 : 1}
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 4, display: 'flex', flexDirection: 'column', border: '2px solid', borderColor: plan.featured ? 'secondary.main' : 'transparent', position: 'relative', minWidth: 0 }}
    >
      {plan.featured && <Chip color="secondary" size="small" label={SERVICE_PAGE_MSG.featuredPlan} sx={{ alignSelf: 'flex-start', mb: 1 }} />}
      {plan.image && (
        <Box component="img" src={plan.image} alt={plan.imageAlt ?? ''} width={240} height={120} loading="lazy" sx={{ width: '100%', maxWidth: 240, height: 'auto', mb: 2, alignSelf: 'center' }} />
      )}
      <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
        {plan.title}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {plan.description}
      </Typography>
      <Price plan={plan} />
      <Box sx={{ flexGrow: 1 }}>
        <Features plan={plan} />
        {plan.customContent && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {plan.customContent}
          </Typography>
        )}
      </Box>
      <PlanButton plan={plan} />
    </Paper>
  );
}
