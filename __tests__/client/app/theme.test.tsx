import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ThemeProvider, createTheme, extendTheme } from '@mui/material/styles';
import { theme } from '../../../src/client/app/theme';
import { adminTheme } from '../../../src/client/app/adminTheme';

// The browser build leaves MUI's CSS-variables theme out (scripts/lib/muiTrims.ts);
// the client tests map the same modules to the same stand-ins (jest.config.ts).
describe('the themes without MUI’s CSS-variables theme', () => {
  it('the stand-ins are in place here as in the browser build: asking for CSS variables says why it fails', () => {
    expect(() => createTheme({ cssVariables: true })).toThrow(/left out of this build.*muiTrims/);
    expect(() => extendTheme()).toThrow(/left out of this build/);
  });

  it.each([
    ['public', theme],
    ['back-office', adminTheme],
  ])('the %s theme takes ThemeProvider’s plain branch and styles a button with its colours', (_name, t) => {
    expect('colorSchemes' in t).toBe(false);
    expect('vars' in t).toBe(false);
    render(
      <ThemeProvider theme={t}>
        <Button variant="contained">Gửi yêu cầu</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Gửi yêu cầu' });
    expect(getComputedStyle(button).getPropertyValue('--variant-containedBg')).toBe('#0b4f8a');
  });
});
