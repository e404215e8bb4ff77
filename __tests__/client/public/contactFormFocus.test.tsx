import { screen, waitFor } from '@testing-library/react';
import { scrollToContactForm } from '../../../src/client/components/sections/scrollToContactForm';
import { CONTACT_FORM_FOCUS_WANTED } from '../../../src/client/components/contactFormFocus';
import { ConsultationSection } from '../../../src/client/features/consultation/ConsultationSection';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { mockPublicFrame } from './publicFixtures';

beforeEach(() => mockPublicFrame());

// A page the browser renders (a navigation inside the site): a button that scrolls to the form
// may be pressed while the form's code is still loading.
it('a scroll to the form asked for while its code loads focuses its first field once it is there', async () => {
  const { container } = renderWithProviders(<ConsultationSection />);
  const section = container.querySelector<HTMLElement>('section#contact-form')!;
  section.scrollIntoView = jest.fn();
  expect(section.querySelector('input')).toBeNull();

  expect(scrollToContactForm()).toBe(true);
  expect(section.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  expect(section).toHaveAttribute(CONTACT_FORM_FOCUS_WANTED);

  const name = await screen.findByRole('textbox', { name: /Họ và tên/ });
  await waitFor(() => expect(name).toHaveFocus());
  expect(section).not.toHaveAttribute(CONTACT_FORM_FOCUS_WANTED);
});
