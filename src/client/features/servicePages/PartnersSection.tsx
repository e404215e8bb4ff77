import { useEffect } from 'react';
import { toast } from '../../components/lazyToast';
import { SERVICE_PAGE_MSG } from '../../../shared/messages/servicePages';
import { PartnersCarousel } from '../../components/sections/PartnersCarousel';
import { SectionShell } from '../../components/sections/SectionShell';
import { useGetPreviousPartnersQuery } from './servicePagesApi';

interface Props {
  id: string;
  heading: string;
  intro?: string;
  shaded?: boolean;
}

/**
 * The partners carousel fed by GET /service/previous-partners. On failure an error toast
 * appears once and the section stays out of the way (nothing to show).
 */
export function PartnersSection({ id, heading, intro, shaded }: Props) {
  const { data, isError } = useGetPreviousPartnersQuery();
  useEffect(() => {
    if (isError) toast.error(SERVICE_PAGE_MSG.partnersLoadFailed, { toastId: 'partners-load-failed' });
  }, [isError]);
  if (!data?.length) return null;
  return (
    <SectionShell id={id} heading={heading} intro={intro} shaded={shaded}>
      <PartnersCarousel partners={data} />
    </SectionShell>
  );
}
