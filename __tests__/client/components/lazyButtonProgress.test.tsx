import { render, screen } from '@testing-library/react';
import LazyButtonProgress from '../../../src/client/components/LazyButtonProgress';

// The browser build gives MUI's Button and IconButton this stand-in for their `loading` spinner.
describe('LazyButtonProgress', () => {
  it('draws nothing until the spinner’s code is there, then the spinner with the props it was given', async () => {
    const { container } = render(<LazyButtonProgress aria-label="Đang gửi" size={16} />);
    expect(container.firstChild).toBeNull();
    const spinner = await screen.findByRole('progressbar', { name: 'Đang gửi' });
    expect(spinner).toHaveStyle({ width: '16px', height: '16px' });
  });
});
