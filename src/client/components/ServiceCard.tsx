import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { PUBLIC_MSG } from '../../shared/messages/publicSite';
import type { ServiceCard as Service } from '../../shared/types/catalogue';
import { SKIPPED_UNTIL_NEAR } from './sections/skippedUntilNear';

interface Props {
  card: Service;
  /** The title's level under the section's heading: h3 under a home page section, h2 on an overview page. */
  heading: 'h2' | 'h3';
  /** Whether the image loads with the page (the cards of the first row) rather than when scrolled to. */
  eager: boolean;
  /** The first card's image is a phone's largest paint: it is fetched first. */
  first?: boolean;
  /** The card itself is the list item (a CSS grid of cards) rather than inside one (an MUI Grid item). */
  asListItem?: boolean;
  readMoreIcon?: ReactNode;
  /** The frame's look, which each grid sets (a hover lift, rounder corners). */
  sx?: SxProps<Theme>;
}

/** A service card (image, title, description, read-more): the card and its read-more both open the service's page. */
export function ServiceCard({ card, heading, eager, first = false, asListItem = false, readMoreIcon, sx }: Props) {
  return (
    // Laid out when it nears the screen (a card on the first screen is all the same); the card, not
    // a list item around it, so that its own shadow and hover lift are not clipped. 374-420 px high
    // with the seeded texts.
    <Card
      component={asListItem ? 'li' : 'div'}
      className={SKIPPED_UNTIL_NEAR}
      sx={[{ height: '100%', display: 'flex', flexDirection: 'column', '--skipped-height': '400px' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CardActionArea component={RouterLink} to={card.href} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box
          component="img"
          src={card.image}
          alt=""
          width={400}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          sx={{ width: '100%', height: 'auto', aspectRatio: '5 / 3', objectFit: 'cover', display: 'block', bgcolor: '#eaf2fb' }}
        />
        <CardContent>
          <Typography component={heading} variant="h6" sx={{ fontWeight: 700, fontSize: 18, mb: 1 }}>
            {card.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {card.description}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={card.href} size="small" endIcon={readMoreIcon} aria-label={`${PUBLIC_MSG.catalogue.readMore}: ${card.title}`}>
          {PUBLIC_MSG.catalogue.readMore}
        </Button>
      </CardActions>
    </Card>
  );
}
