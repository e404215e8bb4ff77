import type { ReactNode } from 'react';
import type { ServiceSection } from '../../../shared/types/servicePage';
import { HydratedInTurn } from '../../components/HydratedInTurn';
import { Accordion } from '../../components/sections/Accordion';
import { Benefits } from '../../components/sections/Benefits';
import { CallToAction } from '../../components/sections/CallToAction';
import { DocumentList } from '../../components/sections/DocumentList';
import { DurationCard } from '../../components/sections/DurationCard';
import { InfoList } from '../../components/sections/InfoList';
import { PricingPlans } from '../../components/sections/PricingPlans';
import { ProcessSteps } from '../../components/sections/ProcessSteps';
import { SectionShell } from '../../components/sections/SectionShell';
import { Tabs } from '../../components/sections/Tabs';
import { TextBlock } from '../../components/sections/TextBlock';
import { Timeline } from '../../components/sections/Timeline';
import { ToggleList } from '../../components/sections/ToggleList';
import { PartnersSection } from './PartnersSection';

interface Props {
  /** What comes above the sections (the page's hero), hydrated with the page. */
  hero?: ReactNode;
  sections: ServiceSection[];
  /** The consultation block comes from the page (features do not import each other). */
  renderContact: (section: Extract<ServiceSection, { type: 'contact' }>) => ReactNode;
}

/**
 * Renders a page's sections in order, each type by its one shared component. A server-sent page is
 * hydrated a section at a time (HydratedInTurn): a service page has up to a dozen sections.
 */
export function ServiceSections({ hero, sections, renderContact }: Props) {
  return (
    <HydratedInTurn>
      {hero}
      {sections.map((section, i) => (
        <Section key={section.id} section={section} shaded={i % 2 === 0} renderContact={renderContact} />
      ))}
    </HydratedInTurn>
  );
}

function Section({ section: s, shaded, renderContact }: { section: ServiceSection; shaded: boolean; renderContact: Props['renderContact'] }) {
  const shell = (children: ReactNode) => (
    <SectionShell id={s.id} heading={s.heading} intro={s.intro} shaded={shaded}>
      {children}
    </SectionShell>
  );
  switch (s.type) {
    case 'text':
      return shell(<TextBlock paragraphs={s.paragraphs} bullets={s.bullets} />);
    case 'tabs':
      return shell(<Tabs tabs={s.tabs} idPrefix={s.id} />);
    case 'accordion':
      return shell(<Accordion items={s.items} />);
    case 'toggles':
      return shell(<ToggleList items={s.items} />);
    case 'benefits':
      return shell(<Benefits items={s.items} note={s.note} />);
    case 'reasons':
      return shell(<Benefits items={s.items} variant="reasons" />);
    case 'process':
      return shell(<ProcessSteps steps={s.steps} variant={s.variant} label={s.heading} />);
    case 'timeline':
      return shell(<Timeline steps={s.steps} total={s.total} label={s.heading} />);
    case 'pricing':
      return shell(<PricingPlans plans={s.plans} layout={s.layout} note={s.note} />);
    case 'list':
      return shell(<InfoList items={s.items} numbered={s.numbered} label={s.heading} />);
    case 'duration':
      return shell(<DurationCard value={s.value} description={s.description} items={s.items} />);
    case 'documents':
      return shell(<DocumentList items={s.items} />);
    case 'cta':
      return <CallToAction id={s.id} heading={s.heading} text={s.text} buttonText={s.buttonText} />;
    case 'partners':
      return <PartnersSection id={s.id} heading={s.heading} intro={s.intro} shaded={shaded} />;
    case 'contact':
      return <>{renderContact(s)}</>;
    default:
      // A section type this client does not know yet (newer content): skip it rather than crash.
      return null;
  }
}
