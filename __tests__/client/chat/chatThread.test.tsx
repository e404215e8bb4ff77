import { render, screen } from '@testing-library/react';
import { ChatThread } from '../../../src/client/features/chat/ChatThread';
import { CHAT_MSG } from '../../../src/shared/messages/chat';

it('says the history is loading in words; its spinner is hidden from screen readers (a progress bar must have a name)', () => {
  render(<ChatThread messages={[]} loading onResend={() => undefined} />);
  expect(screen.getByText(CHAT_MSG.panel.loadingHistory)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
});
